import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Writing } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { CallRefused } from '../../../lib/api/call-refused';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../lib/ui/button';
import { EmptyState } from '../../../lib/ui/empty-state';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { HostModeBanner } from '../writings/host-mode-banner';
import { QUOTA_SHORT_CODE, QuotaNotice } from '../shared/quota-notice';
import { useOwnWriting } from '../writings/use-own-writing';
import { useWritingSession } from '../writings/use-writing-session';
import { idOf } from '../writings/writing-links';
import { WritingNotFound } from '../writings/writing-states';
import { useWritingExport } from '../writings/use-writing-export';
import { reviewContract } from '../writings/writings-api';
import { Actions, Hint, Panel } from '../writings/writing-styles';
import { ContractInput } from './contract-input';
import { RiskList } from './risk-list';

/** A new review: the contract in, the review saved as a writing and opened by its address. */
function NewReview() {
  const navigate = useNavigate();
  const { session } = useWritingSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code?: string; msg: string } | null>(null);
  if (!session) return null;
  const review = async (title: string, text: string) => {
    setBusy(true);
    setError(null);
    try {
      const writing = await reviewContract(session, title, text);
      navigate(hrefOf('contract', {}, { id: String(writing.id) }));
    } catch (failure) {
      setError(
        failure instanceof CallRefused
          ? { code: failure.code, msg: failure.message }
          : { msg: failure instanceof Error ? failure.message : session.fallback },
      );
      setBusy(false);
    }
  };
  return (
    <>
      <HostModeBanner />
      {error?.code === QUOTA_SHORT_CODE && <QuotaNotice message={error.msg} />}
      <ContractInput
        session={session}
        busy={busy}
        error={error && error.code !== QUOTA_SHORT_CODE ? error.msg : null}
        onReview={(title, text) => void review(title, text)}
      />
    </>
  );
}

/** A saved review: its risks clause by clause, exported as .docx. */
function Review({ writing, token }: { writing: Writing; token: string }) {
  const { t } = useTranslation('ai');
  const { exporting, download: downloadWriting } = useWritingExport(token);
  const counts = { high: 0, medium: 0, low: 0 };
  for (const risk of writing.risks) counts[risk.level] += 1;
  const download = () => downloadWriting(writing.id, writing.title);
  return (
    <>
      <Panel data-testid="contract-report">
        <h2>{writing.title}</h2>
        <Hint>{t('paper.updated', { time: formatDateTime(writing.updatedAt) })}</Hint>
        {writing.mode && <HostModeBanner mode={writing.mode} />}
        <p data-testid="risk-summary">{t('contract.summary', { count: writing.risks.length, ...counts })}</p>
        <Actions>
          <Button type="button" onClick={() => void download()} disabled={exporting} data-testid="writing-export">
            {exporting ? t('paper.exporting') : t('paper.export')}
          </Button>
          <Button as={Link} to={hrefOf('contract')} $variant="ghost">
            {t('contract.another')}
          </Button>
        </Actions>
      </Panel>
      {writing.risks.length === 0 ? <EmptyState>{t('contract.noRisks')}</EmptyState> : <RiskList risks={writing.risks} />}
    </>
  );
}

/** /contract: contract review (paste or upload), and ?id= a saved review. */
export default function ContractPage() {
  const { t } = useTranslation('ai');
  const [search] = useSearchParams();
  const raw = search.get('id');
  const own = useOwnWriting(idOf(raw), 'contract');
  return (
    <PageShell title={t('contract.title')} lead={t('contract.lead')}>
      {raw === null ? (
        <NewReview />
      ) : (
        <CallStateView state={own.state} onRetry={own.retry}>
          {(writing) =>
            writing && own.session ? <Review key={writing.id} writing={writing} token={own.session.token} /> : <WritingNotFound />
          }
        </CallStateView>
      )}
    </PageShell>
  );
}
