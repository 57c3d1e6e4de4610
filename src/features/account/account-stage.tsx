import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTenant } from '../../engine/portal-context';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';
import { LoginArt } from './login-art';

const Stage = styled(Container)`
  display: grid;
  grid-template-columns: 1fr 420px;
  gap: 48px;
  align-items: center;
  padding-top: 56px;
  padding-bottom: 56px;
  ${mobile} {
    /* minmax: a login's row of method tabs scrolls inside the panel instead of widening the page. */
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding-top: 20px;
    padding-bottom: 24px;
  }
`;

const Pitch = styled.div`
  h1 {
    font-size: 30px;
    margin-bottom: 12px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  p {
    font-size: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mobile} {
    h1 {
      font-size: 22px;
    }
  }
`;

export const Panel = styled.section`
  padding: 28px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 32px ${({ theme }) => theme.colors.shadow};
  h2 {
    font-size: 20px;
    margin-bottom: 16px;
  }
  ${mobile} {
    padding: 20px 16px;
  }
`;

export const PanelFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    white-space: nowrap;
  }
  a,
  button {
    color: ${({ theme }) => theme.colors.primaryText};
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
`;

/** The account pages' stage: the tenant's pitch and scene beside a panel. */
export function AccountStage({ tagline, children }: { tagline: string; children: ReactNode }) {
  const tenant = useTenant();
  return (
    <Stage>
      <Pitch>
        <h1>{tenant.title}</h1>
        <p>{tenant.slogan ?? tagline}</p>
        <LoginArt />
      </Pitch>
      {children}
    </Stage>
  );
}
