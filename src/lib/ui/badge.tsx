import styled from 'styled-components';
import { BADGE_MAX } from '../constants';

/** SPEC §4: hidden at 0, at most "99+" shown. */
export function badgeText(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}

const Dot = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

export function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  return text ? <Dot data-testid="badge">{text}</Dot> : null;
}
