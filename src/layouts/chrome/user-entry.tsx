import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { hrefOf } from '../../engine/href';
import { useApi, useTenant } from '../../engine/portal-context';
import { useLogout } from '../../engine/session/use-logout';
import { sessionCheckedAtom, userInfoAtom } from '../../engine/state/portal-atoms';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';

const Links = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  min-width: 88px;
  justify-content: flex-end;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Menu = styled.details`
  position: relative;
  summary {
    list-style: none;
    cursor: pointer;
    display: flex;
    align-items: center;
    gap: 8px;
    white-space: nowrap;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  img {
    width: 28px;
    height: 28px;
    border-radius: 50%;
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 8px);
    z-index: 60;
    margin: 0;
    padding: 8px 0;
    min-width: 160px;
    list-style: none;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
  }
  li a,
  li button {
    display: block;
    width: 100%;
    padding: 8px 16px;
    border: 0;
    background: transparent;
    color: inherit;
    text-align: left;
    cursor: pointer;
  }
  li button:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Organisation and open platforms open in a new window with a one-time ticket, never the token. */
function useOpenPlatform() {
  const api = useApi();
  const user = useAtomValue(userInfoAtom);
  return async (target: 'org' | 'open') => {
    if (!user) return;
    const opened = window.open('', '_blank');
    try {
      const body = await api.call(accountAuthCalls.bindClient, { target }, { keepOnLeave: true, token: user.token });
      if (opened) opened.location.href = body.url;
    } catch {
      opened?.close();
    }
  };
}

/** SPEC §2/§6: login|register once the session check is done, or the user's menu. */
export function UserEntry() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const checked = useAtomValue(sessionCheckedAtom);
  const user = useAtomValue(userInfoAtom);
  const logout = useLogout();
  const openPlatform = useOpenPlatform();
  if (!checked) return <Links aria-hidden="true" />;
  if (!user) {
    const back = { logidUrl: `${location.pathname}${location.search}` };
    return (
      <Links data-testid="login-links">
        <Link to={hrefOf(tenant.login.route, {}, back)}>{t('user.login')}</Link>|
        <Link to={hrefOf(tenant.login.route, {}, { ...back, active: 'register' })}>{t('user.register')}</Link>
      </Links>
    );
  }
  return (
    <>
      <Menu data-testid="user-menu">
        <summary>
          {user.avatarUrl && <img src={user.avatarUrl} alt="" />}
          <span>{user.realname || t('user.anonymous')}</span>
        </summary>
        <ul>
          <li>
            <Link to={hrefOf('personalCenter')}>{t('user.personalCenter')}</Link>
          </li>
          <li>
            <button type="button" onClick={() => void openPlatform('org')}>
              {t('user.orgPlatform')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void openPlatform('open')}>
              {t('user.openPlatform')}
            </button>
          </li>
          <li>
            <button type="button" onClick={logout.ask}>
              {t('user.logout')}
            </button>
          </li>
        </ul>
      </Menu>
      {logout.asking && (
        <ConfirmDialog
          title={t('user.logout')}
          message={t('validation:logoutConfirm')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onConfirm={() => void logout.confirm()}
          onCancel={logout.cancel}
        />
      )}
    </>
  );
}
