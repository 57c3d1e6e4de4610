import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'ghost' | 'plain' | 'heroAccent' | 'onHero';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover {
      filter: brightness(1.08);
      color: ${({ theme }) => theme.colors.onAccent};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primaryText};
  `,
  plain: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  // On the hero band (primary → primaryHover gradient), whose text colour onPrimary keeps 4.5:1 against both
  // stops in every theme: the outline drawn in onPrimary marks the button's edge whatever the fill.
  heroAccent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.onPrimary};
    &:hover {
      filter: brightness(1.08);
      color: ${({ theme }) => theme.colors.onAccent};
    }
  `,
  onHero: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.onPrimary};
    &:hover {
      background: ${({ theme }) => theme.colors.onPrimary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
};

/** Shared look of buttons and button-like links: `<Button as={Link} …>`. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 18px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  cursor: pointer;
  white-space: nowrap;
  transition: background 0.15s;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
