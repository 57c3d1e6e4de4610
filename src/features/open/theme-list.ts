import type { Theme } from '../../../shared/theme-types';

const files = import.meta.glob<{ default: Theme }>('../../../themes/*.json', { eager: true });

/** Every theme of themes/ (its JSON Schema aside), by name: the gallery shows the UI kit in each. */
export const THEMES: readonly Theme[] = Object.entries(files)
  .filter(([path]) => !path.endsWith('/schema.json'))
  .map(([, module]) => module.default)
  .sort((a, b) => (a.name === 'main' ? -1 : b.name === 'main' ? 1 : a.name.localeCompare(b.name)));

export const themeNamed = (name: string | null): Theme | undefined => THEMES.find((theme) => theme.name === name);
