import { lazy, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import styled from 'styled-components';
import { surfacePanel } from '../lib/ui/surface';
import type { ProvidedPersonalSection } from './personal-section-keys';
import { PersonalSectionsContext, type PersonalSectionProps, type PersonalSectionsLoader } from './personal-sections-context';

export type { PersonalSectionProps } from './personal-sections-context';

interface Panel {
  key: ProvidedPersonalSection;
  Panel: LazyExoticComponent<ComponentType<PersonalSectionProps>>;
}

// One list of lazy panels per loader, so a second visit to the personal centre does not load them again.
const loadedPanels = new WeakMap<PersonalSectionsLoader, readonly Panel[]>();

/** The provided sections as lazy components; empty until the list has loaded. */
export function usePersonalPanels(): readonly Panel[] {
  const load = useContext(PersonalSectionsContext);
  const [panels, setPanels] = useState(() => loadedPanels.get(load) ?? []);
  useEffect(() => {
    const known = loadedPanels.get(load);
    if (known) return setPanels(known);
    let live = true;
    load().then(
      (sections) => {
        const made = sections.map((section) => ({ key: section.key, Panel: lazy(section.load) }));
        loadedPanels.set(load, made);
        if (live) setPanels(made);
      },
      (error: unknown) => console.warn('personal sections: not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return panels;
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
