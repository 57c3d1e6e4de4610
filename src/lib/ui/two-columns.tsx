import styled from 'styled-components';
import { mobile } from './media';

/** Side menu and main column; the side goes on top under the mobile width. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  padding: 16px 0 32px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

/** Main column and a narrower aside on the right (detail pages). */
export const MainAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 24px;
  align-items: start;
  padding: 16px 0 32px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Panels stacked in the aside of MainAside. */
export const AsideStack = styled.div`
  display: grid;
  gap: 16px;
`;
