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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 8px;
`;

const Body = styled(Container)`
  padding-top: 24px;
`;

/** A page's title band and body column; `actions`, links to related pages, sit under the lead. */
export function PageShell({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <Band>
        <Container>
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
          {actions && <Actions>{actions}</Actions>}
        </Container>
      </Band>
      <Body>{children}</Body>
    </>
  );
}
