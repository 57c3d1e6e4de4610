import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo } from '../../engine/state/portal-atoms';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { useLogout } from '../../engine/session/use-logout';
import { useSwitchOrg } from '../../engine/session/use-switch-org';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';

// The logged-in user's menu: loaded once the session check has found a user, not with every visitor's page.

const Menu = styled.details<{ $inline?: boolean }>`
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
  li button[aria-pressed='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${({ $inline }) =>
    $inline &&
    `
    width: 100%;
    ul {
      position: static;
      margin-top: 8px;
      box-shadow: none;
    }
  `}
`;

/** The organisation the session acts for, beside the user's name. */
const CurrentOrg = styled.span`
  max-width: 10em;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const OrgGroup = styled.div`
  margin: 4px 0;
  padding: 4px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    padding: 4px 16px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
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

/**
 * A member of organisations switches the session between them and the personal identity (switchCom); the
 * current one is pressed. The menu closes after a switch.
 */
function OrgSwitch({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { switchTo, orgs, currentOrgId } = useSwitchOrg();
  if (!orgs.length) return null;
  const choices = [{ id: null, name: t('user.personalIdentity') }, ...orgs];
  return (
    <li>
      <OrgGroup role="group" aria-labelledby="user-menu-orgs" data-testid="org-switch">
        <p id="user-menu-orgs">{t('user.switchOrg')}</p>
        {choices.map((choice) => (
          <button
            key={choice.id ?? 'personal'}
            type="button"
            aria-pressed={choice.id === currentOrgId}
            onClick={() => void switchTo(choice.id).then((switched) => switched && close())}
          >
            {choice.name}
          </button>
        ))}
      </OrgGroup>
    </li>
  );
}

/**
 * The user's name (and avatar, and the organisation acted for) opening the personal centre, the switch, the
 * platforms and logout: a dropdown in the header, a list in the flow inside the mobile menu (`inline`).
 */
export default function UserMenu({ user, inline }: { user: UserInfo; inline?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const openPlatform = useOpenPlatform(user);
  const menu = useRef<HTMLDetailsElement>(null);
  const currentOrg = user.orgs?.find((org) => org.id === user.currentOrgId);
  return (
    <>
      <Menu data-testid="user-menu" ref={menu} $inline={inline}>
        <summary>
          {user.avatarUrl && <img src={user.avatarUrl} alt="" />}
          <span>{user.realname || t('user.anonymous')}</span>
          {currentOrg && <CurrentOrg data-testid="current-org">{currentOrg.name}</CurrentOrg>}
        </summary>
        <ul>
          <li>
            <Link to={hrefOf('personalCenter')}>{t('user.personalCenter')}</Link>
          </li>
          <OrgSwitch
            close={() => {
              if (menu.current) menu.current.open = false;
            }}
          />
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
