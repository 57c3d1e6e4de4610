import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
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
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const UserMenu = lazy(() => import('./user-menu'));

/** SPEC §2/§6: login|register once the session check is done, or the user's menu (`inline`: in the mobile menu's flow). */
export function UserEntry({ inline }: { inline?: boolean }) {
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
    <Suspense fallback={<Links aria-hidden="true" />}>
      <UserMenu user={user} inline={inline} />
    </Suspense>
  );
}
