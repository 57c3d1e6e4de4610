import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginMethod } from '../../../shared/tenant-types';
import { useTenant } from '../../engine/portal-context';
import { useCurrentRoute } from '../../engine/use-current-route';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';

const Stage = styled(Container)`
  display: grid;
  grid-template-columns: 1fr 400px;
  gap: 48px;
  align-items: center;
  padding-top: 56px;
  padding-bottom: 56px;
  ${mobile} {
    grid-template-columns: 1fr;
    gap: 24px;
    padding-top: 24px;
    padding-bottom: 24px;
  }
`;

const Pitch = styled.div`
  h1 {
    font-size: 30px;
    margin-bottom: 12px;
    color: ${({ theme }) => theme.colors.primary};
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

const Panel = styled.section`
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

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: 8px 12px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  padding: 12px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.pageBg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Flag = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/**
 * Login entrances (login, erplogin and the branded ones): the tenant's pitch and the login methods its
 * manifest offers. Accounts and sessions are built by the accounts issue; until then the panel says so.
 */
export default function EntrancePage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const [search] = useSearchParams();
  const methods: LoginMethod[] = tenant.login.methods;
  const [method, setMethod] = useState<LoginMethod>(methods[0] ?? 'password');
  const registering = search.get('active') === 'register';
  const name = row?.name ?? 'login';
  return (
    <Stage>
      <Pitch>
        <h1>{tenant.title}</h1>
        <p>{tenant.slogan ?? t('account.tagline')}</p>
      </Pitch>
      <Panel aria-labelledby="entrance-title" data-testid="login-entrance">
        {name === 'loginPreview' && <Flag>{t('account.previewFlag')}</Flag>}
        <h2 id="entrance-title">{registering ? t('account.registerTitle') : t(`routes:${name}`)}</h2>
        {!registering && (
          <Tabs role="tablist" aria-label={t('account.methodsLabel')}>
            {methods.map((item) => (
              <button key={item} type="button" role="tab" aria-selected={item === method} onClick={() => setMethod(item)}>
                {t(`account.methods.${item}`)}
              </button>
            ))}
          </Tabs>
        )}
        <Note role="status">{t(tenant.login.org ? 'account.pendingOrg' : 'account.pending', { hotline: tenant.hotline })}</Note>
      </Panel>
    </Stage>
  );
}
