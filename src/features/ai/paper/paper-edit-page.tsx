import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { useOwnWriting } from '../writings/use-own-writing';
import { idOf } from '../writings/writing-links';
import { WritingNotFound } from '../writings/writing-states';
import { WritingWorkspace } from '../writings/writing-workspace';

/** /aipaper/edit/:id: the paper's sections one by one, drafted, edited, saved and exported. */
export default function PaperEditPage() {
  const { t } = useTranslation('ai');
  const own = useOwnWriting(idOf(useParams().id), 'paper');
  return (
    <PageShell title={t('paper.editTitle')}>
      <CallStateView state={own.state} onRetry={own.retry}>
        {(writing) =>
          writing && own.session ? <WritingWorkspace key={writing.id} writing={writing} session={own.session} /> : <WritingNotFound />
        }
      </CallStateView>
    </PageShell>
  );
}
