import type { i18n } from 'i18next';
import type { PersonalSection } from '../engine/personal-sections-context';
import { reloadAfterChunkError } from '../lib/chunk-reload';
import { ensureNamespaces } from './namespace-loader';
import type { PageNamespace } from './page-strings';

interface SectionSource extends PersonalSection {
  /** The namespaces the panel looks up (tests/unit/page-strings.test.ts checks them against its code). */
  namespaces: readonly PageNamespace[];
}

/** The personal centre's sections from other features, in the order they are shown. */
export const PERSONAL_SECTION_SOURCES: readonly SectionSource[] = [
  { key: 'points', namespaces: ['points'], load: () => import('../features/points/points-panel') },
  { key: 'tenderSubscriptions', namespaces: ['content', 'tender'], load: () => import('../features/tender/personal/subscriptions-panel') },
  { key: 'tenderFollows', namespaces: ['content', 'tender'], load: () => import('../features/tender/personal/follows-panel') },
  { key: 'tenderFavorites', namespaces: ['content', 'tender'], load: () => import('../features/tender/personal/favorites-panel') },
  { key: 'tenderOrgNames', namespaces: ['tender'], load: () => import('../features/tender/personal/org-names-panel') },
  { key: 'studyCenter', namespaces: ['learning'], load: () => import('../features/learning/personal/kept-videos-panel') },
];

/** The sections as the personal centre gets them: each loads its module and its strings together. */
export function personalSections(i18n: i18n): PersonalSection[] {
  return PERSONAL_SECTION_SOURCES.map((source) => ({
    key: source.key,
    load: () =>
      Promise.all([source.load(), ensureNamespaces(i18n, source.namespaces)])
        .then(([module]) => module)
        .catch((error: unknown) => {
          reloadAfterChunkError(error);
          throw error;
        }),
  }));
}
