import { createContext, type ComponentType } from 'react';
import type { ProvidedPersonalSection } from './personal-section-keys';

// The personal centre belongs to the account feature, but its sections come from several features (tender
// subscriptions now, points and learning later), and a feature never imports another. So the app lists the
// sections and provides them here, each a lazily loaded panel; the personal centre renders what it is given.
// The provider is in every page's first load; the panels' frame and loader (personal-sections.tsx) load with the
// personal centre.

export interface PersonalSectionProps {
  /** The logged-in user's session token: a panel is only shown to a logged-in user. */
  token: string;
}

export interface PersonalSection {
  key: ProvidedPersonalSection;
  /** The panel's module, with the strings it needs already loaded. */
  load: () => Promise<{ default: ComponentType<PersonalSectionProps> }>;
}

/** Loads the sections' list: a chunk of its own, so the list and its loaders stay out of the first-load script. */
export type PersonalSectionsLoader = () => Promise<readonly PersonalSection[]>;

export const PersonalSectionsContext = createContext<PersonalSectionsLoader>(() => Promise.resolve([]));

export const PersonalSectionsProvider = PersonalSectionsContext.Provider;
