import styled from 'styled-components';

/** The title and lead above a list page's results. */
export const ListHeading = styled.header`
  margin-bottom: 16px;
  h1 {
    font-size: 24px;
    margin-bottom: 4px;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
