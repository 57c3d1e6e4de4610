import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../../engine/href';
import { Button } from '../../../lib/ui/button';
import { EmptyState } from '../../../lib/ui/empty-state';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { useWritingSession } from '../writings/use-writing-session';
import { WritingList } from '../writings/writing-list';
import { LoginNeeded } from '../writings/writing-states';
import { loadWritings } from '../writings/writings-api';
import { useCall } from '../../../engine/use-call';

/** /aipaper/index: the user's papers and the way to a new one; a visitor sees what the tool does and logs in. */
export default function PaperIndexPage() {
  const { t } = useTranslation('ai');
  const { session, checked } = useWritingSession();
  const { state, retry } = useCall(session ? () => loadWritings(session, 1, 'paper') : null, [session]);
  const create = (
    <Button as={Link} to={hrefOf('AiPaperCreate')} data-testid="paper-new">
      {t('paper.new')}
    </Button>
  );
  return (
    <PageShell title={t('paper.indexTitle')} lead={t('paper.lead')} actions={session ? create : undefined}>
      {!session ? (
        checked ? (
          <LoginNeeded points={[t('paper.visitor.what'), t('paper.visitor.outline'), t('paper.visitor.export')]} />
        ) : (
          <EmptyState>{t('writings.loading')}</EmptyState>
        )
      ) : (
        <CallStateView state={state} onRetry={retry}>
          {({ list, total }) =>
            list.length === 0 ? (
              <EmptyState>
                <span data-testid="papers-empty">{t('paper.empty')}</span> {create}
              </EmptyState>
            ) : (
              <>
                <WritingList list={list} session={session} onDeleted={retry} />
                {total > list.length && (
                  <p>
                    <Link to={hrefOf('aiWriteList', {}, { tool: 'paper' })}>{t('paper.allPapers', { total })}</Link>
                  </p>
                )}
              </>
            )
          }
        </CallStateView>
      )}
    </PageShell>
  );
}
