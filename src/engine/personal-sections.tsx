import { createContext, lazy, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { surfacePanel } from '../lib/ui/surface';

// The personal centre belongs to the account feature, but its sections come from several features (tender
// subscriptions now, points and learning later), and a feature never imports another. So the app lists the
// sections and provides them here, each a lazily loaded panel; the personal centre renders what it is given.

export interface PersonalSectionProps {
  /** The logged-in user's session token: a panel is only shown to a logged-in user. */
  token: string;
}

export interface PersonalSection {
  key: string;
  /** The panel's module, with the strings it needs already loaded. */
  load: () => Promise<{ default: ComponentType<PersonalSectionProps> }>;
}

const PersonalSectionsContext = createContext<readonly PersonalSection[]>([]);

export const PersonalSectionsProvider = PersonalSectionsContext.Provider;

/** The provided sections as lazy components, made once per list, so a re-render does not load them again. */
export function usePersonalPanels() {
  const sections = useContext(PersonalSectionsContext);
  return useMemo(() => sections.map((section) => ({ key: section.key, Panel: lazy(section.load) })), [sections]);
}

const Box = styled.section`
  padding: 20px;
  ${surfacePanel}
  min-width: 0;
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    margin-bottom: 14px;
  }
  > header h2 {
    font-size: 17px;
  }
`;

export interface PersonalPanelProps {
  title: string;
  testId: string;
  /** Shown at the end of the title row (a "new" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled box of the personal centre, the frame of its own sections and of the features' panels. */
export function PersonalPanel({ title, testId, actions, children }: PersonalPanelProps) {
  return (
    <Box aria-label={title} data-testid={testId}>
      <header>
        <h2>{title}</h2>
        {actions}
      </header>
      {children}
    </Box>
  );
}
