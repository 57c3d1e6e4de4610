import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { mobile } from './media';

const Band = styled.div`
  padding: 72px 0;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryHover}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  h1 {
    font-size: 38px;
    line-height: 1.3;
    margin-bottom: 16px;
  }
  p {
    font-size: 17px;
    max-width: 680px;
    margin-bottom: 28px;
  }
  ${mobile} {
    padding: 40px 0;
    h1 {
      font-size: 26px;
    }
    p {
      font-size: 15px;
    }
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The banner band at the top of home and landing pages. */
export function Hero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        <p>{lead}</p>
        {children}
      </Container>
    </Band>
  );
}
