import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserInfo } from '../../../shared/calls/account-models';
import { hrefOf } from '../../engine/href';

const Hint = styled.p`
  margin: 12px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The personal centre's way back to the complete-profile step; an account without a password is told it can set one there. */
export function CompleteProfileLink({ info }: { info: UserInfo | null }) {
  const { t } = useTranslation('pages');
  return (
    <Hint>
      {info && !info.hasPassword && `${t('account.fill.noPassword')} `}
      <Link to={hrefOf('completeProfile')} data-testid="complete-profile-link">
        {t('routes:completeProfile')}
      </Link>
    </Hint>
  );
}
