import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { mobile, narrow } from './media';

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

const WithArt = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
  gap: 40px;
  align-items: center;
  h1 {
    font-size: 32px;
  }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 340px);
    gap: 28px;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    h1 {
      font-size: 24px;
    }
    gap: 28px;
    & > :last-child {
      max-width: 340px;
    }
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The banner band at the top of home and landing pages; `art` sits beside the text, or under it on mobile. */
export function Hero({ title, lead, children, art }: { title: string; lead: string; children?: ReactNode; art?: ReactNode }) {
  const text = (
    <>
      <h1>{title}</h1>
      <p>{lead}</p>
      {children}
    </>
  );
  if (!art) {
    return (
      <Band>
        <Container>{text}</Container>
      </Band>
    );
  }
  return (
    <Band>
      <WithArt>
        <div>{text}</div>
        <div>{art}</div>
      </WithArt>
    </Band>
  );
}
