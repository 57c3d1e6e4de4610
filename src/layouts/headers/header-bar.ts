import styled from 'styled-components';
import { mobile } from '../../lib/ui/media';

/** The strip every header variant sits in: theme colours, 80 px (or 60 px compact) high. */
export const HeaderBar = styled.header<{ $compact?: boolean }>`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > div {
    display: flex;
    align-items: center;
    gap: 16px;
    min-height: ${({ theme, $compact }) => ($compact ? theme.sizes.compactHeaderHeight : theme.sizes.headerHeight)}px;
  }
  ${mobile} {
    position: static;
    & > div {
      flex-wrap: nowrap;
      gap: 8px 12px;
      padding-top: 8px;
      padding-bottom: 8px;
      min-height: 0;
    }
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const DesktopOnly = styled.div`
  ${mobile} {
    display: none;
  }
`;

/** The nav row; under the mobile breakpoint the header's menu (MobileMenu) holds its items instead. */
export const WrapRow = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  ${mobile} {
    display: none;
  }
`;
