import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { sessionCheckedAtom, userInfoAtom } from '../../engine/state/portal-atoms';

const Links = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  min-width: 88px;
  justify-content: flex-end;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
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
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
  }
  li a {
    display: block;
    padding: 8px 16px;
  }
`;

/** SPEC §2/§6: login|register once the session check is done, or the user's menu. */
export function UserEntry() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const checked = useAtomValue(sessionCheckedAtom);
  const user = useAtomValue(userInfoAtom);
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
    <Menu data-testid="user-menu">
      <summary>
        {user.avatarUrl && <img src={user.avatarUrl} alt="" />}
        <span>{user.realname}</span>
      </summary>
      <ul>
        <li>
          <Link to={hrefOf('personalCenter')}>{t('user.personalCenter')}</Link>
        </li>
      </ul>
    </Menu>
  );
}
