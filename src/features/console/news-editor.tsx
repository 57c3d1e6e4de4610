import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { consoleCalls, type ConsoleTenant, type EditorialNews } from '../../../shared/calls/console';
import { newsCalls } from '../../../shared/calls/news';
import { hrefOf } from '../../engine/href';
import { useApi, useTenant, useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { CallRefused } from '../../lib/api/call-refused';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { ConflictNotice } from './conflict-notice';
import { NewsActions, type NewsAction } from './news-actions';
import { draftOf, emptyDraft, fieldsOf, sameDraft, type NewsDraft } from './news-draft';
import { NewsFormFields } from './news-form-fields';
import { stateOf } from './news-labels';
import { showFailure } from './show-failure';
import { altFromName, uploadMedia } from './upload-media';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 16px;
  h2 {
    font-size: 20px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Conflict {
  version: number;
  changed: Record<string, unknown>;
}

/** The news item being edited, or the new one being written, with its save, transitions and conflicts. */
export function NewsEditor({ id, tenants, token }: { id?: number; tenants: ConsoleTenant[]; token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const toasts = useToasts();
  const navigate = useNavigate();
  const here = useTenant().id;
  const [saved, setSaved] = useState<EditorialNews | null>(null);
  const [draft, setDraft] = useState<NewsDraft>(() => emptyDraft(tenants.some((tenant) => tenant.id === here) ? [here] : [tenants[0]!.id]));
  const [errors, setErrors] = useState<Partial<Record<'title' | 'dirId', string>>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useCall(() => api.call(newsCalls.newsDirList, { bizType: 'NEWS' }, { silent: true }), [api]);
  const loaded = useCall(id === undefined ? null : () => api.call(consoleCalls.newsGet, { id }, { token, silent: true }), [api, id, token]);
  const loadedNews = loaded.state.status === 'done' ? loaded.state.value.news : null;
  useEffect(() => {
    if (!loadedNews) return;
    setSaved(loadedNews);
    setDraft(draftOf(loadedNews));
  }, [loadedNews]);

  const refused = (error: unknown) => showFailure(toasts, error);
  const upload = async (kind: 'image', file: File) => {
    try {
      const stored = await uploadMedia(api, token, kind, file);
      return { src: stored.url, alt: altFromName(file.name) };
    } catch (error) {
      toasts.show(t('editor.uploadFailed', { message: (error as Error).message }), 'error');
      return null;
    }
  };
  const valid = () => {
    const next = {
      title: draft.title.trim() ? undefined : t('editor.titleRequired'),
      dirId: draft.dirId ? undefined : t('editor.columnRequired'),
    };
    setErrors(next);
    return !next.title && !next.dirId;
  };

  /** Saves what the form holds; answers the saved item, or null (refused, or a conflict now shown). */
  const save = async (version = saved?.version): Promise<EditorialNews | null> => {
    if (!valid()) return null;
    try {
      if (!saved) {
        const { news } = await api.call(consoleCalls.newsCreate, fieldsOf(draft), { token, silent: true });
        navigate(hrefOf('console', { section: 'news', id: news.id }), { replace: true });
        return news;
      }
      if (sameDraft(draft, draftOf(saved)) && version === saved.version) return saved;
      const { news } = await api.call(
        consoleCalls.newsUpdate,
        { id: saved.id, version: version!, ...fieldsOf(draft) },
        { token, silent: true },
      );
      setSaved(news);
      setConflict(null);
      return news;
    } catch (error) {
      if (error instanceof CallRefused && error.code === '40900') {
        setConflict(error.extra.extra as Conflict);
        return null;
      }
      refused(error);
      return null;
    }
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (await save()) toasts.show(t('editor.saved'), 'success');
    });
  };
  const act = (action: NewsAction) =>
    run(async () => {
      const current = await save();
      if (!current) return;
      const body = { id: current.id };
      try {
        const { news } =
          typeof action === 'object'
            ? await api.call(consoleCalls.newsSchedule, { ...body, at: action.schedule }, { token, silent: true })
            : await api.call(ROWS[action], body, { token, silent: true });
        setSaved(news);
        setDraft(draftOf(news));
        toasts.show(t(`editor.${typeof action === 'object' ? 'scheduled' : DONE[action]}`), 'success');
      } catch (error) {
        refused(error);
      }
    });

  // The tab opens at the click (a later window.open may be blocked), and is sent to the link once it is made.
  const preview = (tenant: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void run(async () => {
      const current = await save();
      if (!current) return tab?.close();
      try {
        const { url } = await api.call(consoleCalls.newsPreview, { id: current.id, tenant }, { token, silent: true });
        if (tab) tab.location.href = url;
      } catch (error) {
        tab?.close();
        refused(error);
      }
    });
  };

  const form = (
    <form onSubmit={submit} noValidate data-testid="news-editor">
      <Head>
        <h2>{t(saved ? 'editor.editHeading' : 'editor.newHeading')}</h2>
        {saved && (
          <p data-testid="news-state">
            {t('editor.state', { state: t(`states.${stateOf(saved)}`) })} · {t('editor.version', { version: saved.version })}
          </p>
        )}
        <Link to={hrefOf('console', { section: 'news' })}>{t('editor.back')}</Link>
      </Head>
      {conflict && (
        <ConflictNotice
          changed={conflict.changed}
          onReload={() => {
            setConflict(null);
            loaded.retry();
          }}
          onOverwrite={() => void run(async () => void (await save(conflict.version)))}
        />
      )}
      <NewsFormFields
        draft={draft}
        errors={errors}
        columns={columns.state.status === 'done' ? columns.state.value.list : []}
        tenants={tenants}
        onChange={(next) => setDraft((current) => ({ ...current, ...next }))}
        upload={upload}
      />
      <Button type="submit" disabled={busy} data-testid="news-save">
        {t(saved ? 'editor.saveChanges' : 'editor.save')}
      </Button>
      {saved && <NewsActions news={saved} tenants={tenants} busy={busy} onAction={(action) => void act(action)} onPreview={preview} />}
    </form>
  );
  if (id === undefined) return form;
  return (
    <CallStateView state={loaded.state} onRetry={loaded.retry}>
      {() => form}
    </CallStateView>
  );
}

const ROWS = {
  publish: consoleCalls.newsPublish,
  unpublish: consoleCalls.newsUnpublish,
  delete: consoleCalls.newsDelete,
  restore: consoleCalls.newsRestore,
} as const;
const DONE = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', restore: 'restored' } as const;
