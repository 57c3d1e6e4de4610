import styled from 'styled-components';

/** Content column of the theme's width, with side padding on narrow screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: 0 16px;
`;
