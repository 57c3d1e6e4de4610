import type { DefaultTheme } from 'styled-components';

/** `${fieldBox}`: the border, corners and colours of the subscription form's selects. */
export const fieldBox = ({ theme }: { theme: DefaultTheme }) => `
  padding: 0 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.sizes.radius}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;
