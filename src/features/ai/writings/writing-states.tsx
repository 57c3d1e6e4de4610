import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../../engine/href';
import { useLoginHref } from '../../../engine/content/use-login-prompt';
import { Button } from '../../../lib/ui/button';
import { EmptyState } from '../../../lib/ui/empty-state';
import { surfacePanel } from '../../../lib/ui/surface';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 24px;
  ${surfacePanel}
  h2 {
    font-size: 18px;
  }
  ul {
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

/** What a visitor sees instead of a user's writings: what the tool does, and the way in. */
export function LoginNeeded({ points }: { points: readonly string[] }) {
  const { t } = useTranslation('ai');
  const loginHref = useLoginHref();
  return (
    <Box data-testid="ai-login-needed">
      <h2>{t('writings.visitor.title')}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Button as={Link} to={loginHref}>
        {t('writings.visitor.login')}
      </Button>
    </Box>
  );
}

/** Another user's writing, a deleted one or a malformed id: one clear state with the way back. */
export function WritingNotFound() {
  const { t } = useTranslation('ai');
  return (
    <EmptyState>
      <span data-testid="writing-not-found">{t('writings.notFound')}</span>{' '}
      <Link to={hrefOf('aiWriteList')}>{t('writings.backToList')}</Link>
    </EmptyState>
  );
}

/** The row of entry buttons into each writing tool. */
export function ToolEntries() {
  const { t } = useTranslation('ai');
  return (
    <Entries>
      <Button as={Link} to={hrefOf('AiPaperCreate')}>
        {t('writings.new.paper')}
      </Button>
      <Button as={Link} to={hrefOf('AiTenderCreate')} $variant="ghost">
        {t('writings.new.tender')}
      </Button>
      <Button as={Link} to={hrefOf('contract')} $variant="ghost">
        {t('writings.new.contract')}
      </Button>
    </Entries>
  );
}

const Entries = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin-top: 12px;
`;
