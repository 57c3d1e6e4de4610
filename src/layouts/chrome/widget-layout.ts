import type { DefaultTheme } from 'styled-components';

/** The stack's floating buttons: 48 px squares, 8 px apart, 16 px from the window's right edge, 24 px up. */
export const FLOAT_SIZE = 48;
export const FLOAT_GAP = 8;
export const FLOAT_RIGHT = 16;
export const FLOAT_BOTTOM = 24;

/**
 * The full stack shows only where it fits in the margin beside the content column; narrower windows (phones,
 * tablets, small laptops) get one button that opens the stack, and the footer ends with room for that button.
 */
export const collapsed = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-width: ${theme.sizes.contentWidth + 2 * (FLOAT_RIGHT + FLOAT_SIZE + FLOAT_GAP) - 1}px)`;

/** What the collapsed button takes at the bottom of the window: the room the footer keeps free for it. */
export const COLLAPSED_RESERVE = FLOAT_BOTTOM + FLOAT_SIZE + FLOAT_GAP;
