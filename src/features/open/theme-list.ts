import type { Theme } from '../../../shared/theme-types';

// Not the JSON Schema of themes: the browser has no use for it.
const files = import.meta.glob<{ default: Theme }>(['../../../themes/*.json', '!../../../themes/schema.json'], { eager: true });

/** Every theme of themes/, the main one first: the gallery shows the UI kit in each. */
export const THEMES: readonly Theme[] = Object.values(files)
  .map((module) => module.default)
  .sort((a, b) => (a.name === 'main' ? -1 : b.name === 'main' ? 1 : a.name.localeCompare(b.name)));

export const themeNamed = (name: string | null): Theme | undefined => THEMES.find((theme) => theme.name === name);
