import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box role="status">{children}</Box>;
}
