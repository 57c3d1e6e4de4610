import styled from 'styled-components';
import { BADGE_MAX } from '../constants';

/** SPEC §4: hidden at 0, at most "99+" shown. */
export function badgeText(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}

const Dot = styled.span<{ $inline: boolean }>`
  position: ${({ $inline }) => ($inline ? 'static' : 'absolute')};
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

interface BadgeProps {
  count: number;
  /** In the line of text beside it, rather than on the corner of its positioned parent. */
  inline?: boolean;
  testId?: string;
}

/** A count in a red dot; screen readers get the count from the text beside it, so the dot is hidden from them. */
export function Badge({ count, inline = false, testId = 'badge' }: BadgeProps) {
  const text = badgeText(count);
  return text ? (
    <Dot $inline={inline} data-testid={testId} aria-hidden={inline ? 'true' : undefined}>
      {text}
    </Dot>
  ) : null;
}
