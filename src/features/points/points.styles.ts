import styled from 'styled-components';
import { mobile } from '../../lib/ui/media';
import { surfacePanel } from '../../lib/ui/surface';

/** The points panels: two columns on a desktop, one under the mobile breakpoint. */
export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  > [data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

/** One card of the points panel, titled with an h3. */
export const PointsCard = styled.section`
  min-width: 0;
  padding: 16px;
  ${surfacePanel}
  > h3 {
    margin-bottom: 12px;
    font-size: 16px;
  }
`;

/** A big figure with its label: the streak, the balance. */
export const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 8px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: 28px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const Note = styled.p`
  margin: 4px 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Rows of a title on the left and what it is worth (or an action) on the right. */
export const RuleRows = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 4px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  .what {
    flex: 1 1 200px;
    min-width: 0;
  }
  .what p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .action {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 2px;
  }
  .worth {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
