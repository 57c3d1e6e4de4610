import type { ThemeFile } from './generated/theme';

/** Theme tokens as themes/schema.json defines them (generated into shared/generated/theme.ts). */
export type Theme = Omit<ThemeFile, '$schema'>;
