import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo } from '../../engine/state/portal-atoms';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { useLogout } from '../../engine/session/use-logout';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';

// The logged-in user's menu: loaded once the session check has found a user, not with every visitor's page.

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
function useOpenPlatform(user: UserInfo) {
  const api = useApi();
  return async (target: 'org' | 'open') => {
    const opened = window.open('', '_blank');
    try {
      const body = await api.call(accountAuthCalls.bindClient, { target }, { keepOnLeave: true, token: user.token });
      if (opened) opened.location.href = body.url;
    } catch {
      opened?.close();
    }
  };
}

/** The user's name (and avatar) opening the personal centre, the platforms and logout. */
export default function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const openPlatform = useOpenPlatform(user);
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
