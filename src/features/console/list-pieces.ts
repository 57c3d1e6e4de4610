import styled from 'styled-components';
import { mobile } from '../../lib/ui/media';

// The layout every console list shares: a heading row (with its action), then the filters above the table.

export const ListHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    font-size: 20px;
  }
`;

/** A part of a console page under its heading (the feeds, then the runs, of the tender imports). */
export const PartHeading = styled.h3`
  margin: 20px 0 8px;
  font-size: 16px;
`;

/** A search box and one select beside it; stacked on a phone. */
export const ListFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 180px;
  gap: 12px;
  align-items: end;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

/** A table cell of running text (a title) that wraps, where the record's other cells keep to one line. */
export const WrappingCell = styled.td`
  && {
    white-space: normal;
    min-width: 16em;
  }
`;
