import type { DefaultTheme } from 'styled-components';

/** `${surfacePanel}`: the bordered, rounded surface of a card or side panel. */
export const surfacePanel = ({ theme }: { theme: DefaultTheme }) => `
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.sizes.radius * 2}px;
  background: ${theme.colors.surface};
`;
