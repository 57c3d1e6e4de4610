import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../../engine/href';
import { surfacePanel } from '../../../lib/ui/surface';

/** The points code of a quota that is used up (server/services/points/residue.ts). */
export const QUOTA_SHORT_CODE = '43002';

const Box = styled.div`
  ${surfacePanel}
  padding: 12px 16px;
  font-size: 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  ul {
    margin: 6px 0 8px;
    padding-left: 1.4em;
  }
`;

/** A quota that ran out: the server's message and the ways to earn more uses in the personal centre. */
export function QuotaNotice({ message }: { message: string }) {
  const { t } = useTranslation('ai');
  return (
    <Box role="alert" data-testid="ai-quota-short">
      <strong>{message}</strong>
      <ul>
        <li>{t('shared.quota.signIn')}</li>
        <li>{t('shared.quota.invite')}</li>
        <li>{t('shared.quota.exchange')}</li>
      </ul>
      <Link to={hrefOf('personalCenter')}>{t('shared.quota.link')}</Link>
    </Box>
  );
}
