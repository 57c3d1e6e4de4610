import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { mobile } from './media';

const Band = styled.div`
  padding: 32px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    font-size: 26px;
    margin-bottom: 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 760px;
  }
  ${mobile} {
    padding: 20px 0;
    h1 {
      font-size: 22px;
    }
  }
`;

const Body = styled(Container)`
  padding-top: 24px;
`;

/** A page's title band and body column. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <>
      <Band>
        <Container>
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </Container>
      </Band>
      <Body>{children}</Body>
    </>
  );
}
