import styled from 'styled-components';
import { mobile, narrow } from '../../lib/ui/media';
import { surfacePanel } from '../../lib/ui/surface';

/**
 * A grid with a fixed column count per width (wide, narrow, mobile), so that a list whose length each count
 * divides leaves no empty slot: six features in 3/3/1, six customers in 6/3/3.
 */
export const FillGrid = styled.ul<{ $columns: number; $narrowColumns?: number; $mobileColumns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${narrow} {
    grid-template-columns: repeat(${({ $columns, $narrowColumns }) => $narrowColumns ?? $columns}, minmax(0, 1fr));
  }
  ${mobile} {
    grid-template-columns: repeat(${({ $mobileColumns }) => $mobileColumns}, minmax(0, 1fr));
    gap: 12px;
  }
`;

export const EditionBadge = styled.span`
  display: inline-block;
  margin-bottom: 12px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

export const EditionPanel = styled.div`
  padding: 24px 28px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  li {
    position: relative;
    padding-left: 22px;
  }
  li::before {
    content: '';
    position: absolute;
    left: 2px;
    top: 6px;
    width: 10px;
    height: 6px;
    border-left: 2px solid ${({ theme }) => theme.colors.success};
    border-bottom: 2px solid ${({ theme }) => theme.colors.success};
    transform: rotate(-45deg);
  }
  strong {
    display: block;
    margin-bottom: 4px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  & > a {
    display: inline-block;
    margin-top: 20px;
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
  ${mobile} {
    padding: 20px 16px;
  }
`;

export const Figure = styled.li`
  padding: 20px;
  text-align: center;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    display: block;
    font-size: 30px;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  span {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 16px;
    strong {
      font-size: 22px;
    }
  }
`;

/** A customer's typographic mark: a monogram tile and the name. */
export const CustomerMark = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px;
  ${surfacePanel}
  font-weight: 600;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  span[aria-hidden] {
    flex: none;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 16px;
  }
  ${mobile} {
    flex-direction: column;
    gap: 6px;
    padding: 10px 6px;
    font-size: 12px;
    text-align: center;
  }
`;

export const Quote = styled.li`
  figure {
    height: 100%;
    margin: 0;
    padding: 20px 24px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  blockquote {
    margin: 0 0 12px;
    font-size: 15px;
    line-height: 1.8;
  }
  figcaption {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 20px;
  h3 {
    font-size: 16px;
    margin-bottom: 12px;
  }
`;

/** The three steps side by side, or stacked on mobile: never two and one. */
export const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 16px 20px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
    display: block;
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const Closing = styled.div`
  margin: 40px 0;
  padding: 32px;
  text-align: center;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin-bottom: 16px;
    font-size: 16px;
  }
  & > div {
    justify-content: center;
  }
`;
