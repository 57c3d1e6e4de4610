import type { DefaultTheme } from 'styled-components';

/** `${mobile} { … }` applies under the theme's mobile breakpoint (SPEC §9: 800 px). */
export const mobile = ({ theme }: { theme: DefaultTheme }) => `@media (max-width: ${theme.breakpoints.mobile - 1}px)`;
export const desktop = ({ theme }: { theme: DefaultTheme }) => `@media (min-width: ${theme.breakpoints.mobile}px)`;
/** `${narrow} { … }` applies below the content column's width: tablets and small windows, mobile included. */
export const narrow = ({ theme }: { theme: DefaultTheme }) => `@media (max-width: ${theme.sizes.contentWidth - 1}px)`;
