import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AI_TITLE_MAX } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { Button } from '../../../lib/ui/button';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { TextField } from '../../../lib/ui/text-field';
import { OutlineStep } from '../writings/outline-step';
import { useOwnWriting } from '../writings/use-own-writing';
import { useWritingSession } from '../writings/use-writing-session';
import { idOf } from '../writings/writing-links';
import { WritingNotFound } from '../writings/writing-states';
import { createPaper } from '../writings/writings-api';
import { Panel } from '../writings/writing-styles';

const FIELD_MAX = 100;

/** Title and field of a new paper; created, it goes on to its outline. */
function PaperForm() {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const { session } = useWritingSession();
  const [title, setTitle] = useState('');
  const [field, setField] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(t('paper.errors.title'));
    if (!session) return;
    setBusy(true);
    try {
      const writing = await createPaper(session, title.trim(), field.trim());
      navigate(hrefOf('AiPaperCreate', {}, { id: String(writing.id) }), { replace: true, state: { fresh: true } });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : session.fallback);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate data-testid="paper-form">
      <TextField
        label={t('paper.fields.title')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setError(null);
        }}
        maxLength={AI_TITLE_MAX}
        placeholder={t('paper.fields.titlePlaceholder')}
        error={error ?? undefined}
        required
      />
      <TextField
        label={t('paper.fields.field')}
        value={field}
        onChange={setField}
        maxLength={FIELD_MAX}
        placeholder={t('paper.fields.fieldPlaceholder')}
      />
      <div>
        <Button type="submit" disabled={busy} data-testid="paper-create">
          {busy ? t('paper.creating') : t('paper.create')}
        </Button>
      </div>
    </Panel>
  );
}

/** /aipaper/create: the form, then (?id=) the new paper's outline, then on to its editor. */
export default function PaperCreatePage() {
  const { t } = useTranslation('ai');
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = search.get('id');
  const id = idOf(raw);
  const own = useOwnWriting(id, 'paper');
  const fresh = (location.state as { fresh?: boolean } | null)?.fresh === true;
  return (
    <PageShell title={t('paper.createTitle')} lead={t('paper.createLead')}>
      {raw === null ? (
        <PaperForm />
      ) : (
        <CallStateView state={own.state} onRetry={own.retry}>
          {(writing) =>
            writing && own.session ? (
              <OutlineStep
                writing={writing}
                session={own.session}
                autoStart={fresh}
                onReady={(saved) => navigate(hrefOf('AiPaperEdit', { id: saved.id }))}
              />
            ) : (
              <WritingNotFound />
            )
          }
        </CallStateView>
      )}
    </PageShell>
  );
}
