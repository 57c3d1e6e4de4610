import styled from 'styled-components';

/**
 * A DataTable's frame for records (operators' lists, analytics figures): full width, one line per cell, and it
 * scrolls sideways on a phone. Give it tabIndex={0} and a label so that a keyboard can scroll it too.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  font-size: 14px;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  tbody th {
    font-weight: normal;
  }
`;
