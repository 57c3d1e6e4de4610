import styled from 'styled-components';

/** A row of role="tab" buttons over a line; the selected one is underlined. Scrolls sideways when narrow. */
export const TabStrip = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  button {
    padding: 8px 12px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    cursor: pointer;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The strip scrolls sideways and would clip a ring drawn outside the item. */
  button:focus-visible {
    outline-offset: -2px;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
