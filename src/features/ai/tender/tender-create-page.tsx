import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Writing } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { OutlineStep } from '../writings/outline-step';
import { useOwnWriting } from '../writings/use-own-writing';
import { useWritingSession } from '../writings/use-writing-session';
import { idOf } from '../writings/writing-links';
import { WritingNotFound } from '../writings/writing-states';
import { WritingWorkspace } from '../writings/writing-workspace';
import { createTender } from '../writings/writings-api';
import { TenderFormPanel } from './tender-form';
import { EMPTY_TENDER, tenderFormOf, type TenderValues } from './tender-values';

/** The form; created, the tender goes on to its outline (the form's values stay on screen if that fails). */
function NewTender() {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const { session } = useWritingSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: TenderValues) => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const { title, tender } = tenderFormOf(values, (key) => t(`tender.evaluation.${key}`));
      const writing = await createTender(session, title, tender);
      navigate(hrefOf('AiTenderCreate', {}, { id: String(writing.id) }), { replace: true, state: { fresh: true } });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : session.fallback);
      setBusy(false);
    }
  };
  return <TenderFormPanel initial={EMPTY_TENDER} busy={busy} error={error} onSubmit={(values) => void submit(values)} />;
}

/** A saved tender: its outline first if it has none, then the editor shared with the paper. */
function TenderEditor({ writing, fresh }: { writing: Writing; fresh: boolean }) {
  const { session } = useWritingSession();
  const [ready, setReady] = useState<Writing | null>(writing.sections.length > 0 ? writing : null);
  if (!session) return null;
  return ready ? (
    <WritingWorkspace key={ready.updatedAt} writing={ready} session={session} />
  ) : (
    <OutlineStep writing={writing} session={session} autoStart={fresh} onReady={setReady} />
  );
}

/** /aiTender/create: a tender document from the form (SPEC §9 tender kinds); ?id= reopens a saved one. */
export default function TenderCreatePage() {
  const { t } = useTranslation('ai');
  const [search] = useSearchParams();
  const location = useLocation();
  const raw = search.get('id');
  const own = useOwnWriting(idOf(raw), 'tender');
  const fresh = (location.state as { fresh?: boolean } | null)?.fresh === true;
  return (
    <PageShell title={t('tender.title')} lead={t('tender.lead')}>
      {raw === null ? (
        <NewTender />
      ) : (
        <CallStateView state={own.state} onRetry={own.retry}>
          {(writing) => (writing ? <TenderEditor key={writing.id} writing={writing} fresh={fresh} /> : <WritingNotFound />)}
        </CallStateView>
      )}
    </PageShell>
  );
}
