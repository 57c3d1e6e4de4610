import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsoleTenant } from '../../../shared/calls/console';
import { hrefOf } from '../../engine/href';
import { useApi, useTenant, useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { CallRefused } from '../../lib/api/call-refused';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { ConflictNotice } from './conflict-notice';
import { ContentActions, type ItemAction } from './content-actions';
import { kindCall, sameDraft, type AnyConsoleKind, type ItemAnswer, type ItemState, type Upload } from './console-kind';
import { stateOf } from './item-labels';
import { showFailure } from './show-failure';
import { uploadMedia } from './upload-media';

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

const DONE = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', restore: 'restored' } as const;

export interface ContentEditorProps {
  kind: AnyConsoleKind;
  /** The item edited; none: a new one being written. */
  id?: number;
  tenants: ConsoleTenant[];
  token: string;
}

/** A kind's item being edited, or a new one being written, with its save, transitions and conflicts. */
export function ContentEditor({ kind, id, tenants, token }: ContentEditorProps) {
  const { t } = useTranslation('console');
  const api = useApi();
  const toasts = useToasts();
  const navigate = useNavigate();
  const here = useTenant().id;
  const [saved, setSaved] = useState<ItemState | null>(null);
  const [draft, setDraft] = useState<unknown>(() =>
    kind.emptyDraft(tenants.some((tenant) => tenant.id === here) ? [here] : [tenants[0]!.id]),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useCall(id === undefined ? null : () => kindCall<ItemAnswer<ItemState>>(api, kind.rows.get, { id }, token), [
    api,
    kind,
    id,
    token,
  ]);
  const loadedItem = loaded.state.status === 'done' ? loaded.state.value.item : null;
  useEffect(() => {
    if (!loadedItem) return;
    setSaved(loadedItem);
    setDraft(kind.draftOf(loadedItem));
  }, [kind, loadedItem]);

  const refused = (error: unknown) => showFailure(toasts, error);
  const upload: Upload = async (mediaKind, file) => {
    try {
      return await uploadMedia(api, token, mediaKind, file);
    } catch (error) {
      toasts.show(t('editor.uploadFailed', { message: (error as Error).message }), 'error');
      return null;
    }
  };
  const valid = () => {
    const found = kind.check(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key && t(key)])));
    return Object.values(found).every((key) => !key);
  };

  /** Saves what the form holds; answers the saved item, or null (refused, or a conflict now shown). */
  const save = async (version = saved?.version): Promise<ItemState | null> => {
    if (!valid()) return null;
    try {
      if (!saved) {
        const { item } = await kindCall<ItemAnswer<ItemState>>(api, kind.rows.create, kind.fieldsOf(draft), token);
        navigate(hrefOf('console', { section: kind.section, id: item.id }), { replace: true });
        return item;
      }
      if (sameDraft(draft, kind.draftOf(saved)) && version === saved.version) return saved;
      const { item } = await kindCall<ItemAnswer<ItemState>>(
        api,
        kind.rows.update,
        { id: saved.id, version, ...kind.fieldsOf(draft) },
        token,
      );
      setSaved(item);
      setDraft(kind.draftOf(item));
      setConflict(null);
      return item;
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
  const act = (action: ItemAction) =>
    run(async () => {
      const current = await save();
      if (!current) return;
      try {
        const { item } =
          typeof action === 'object'
            ? await kindCall<ItemAnswer<ItemState>>(api, kind.rows.schedule, { id: current.id, at: action.schedule }, token)
            : await kindCall<ItemAnswer<ItemState>>(api, kind.rows[action], { id: current.id }, token);
        setSaved(item);
        setDraft(kind.draftOf(item));
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
        const { url } = await kindCall<{ url: string }>(api, kind.rows.preview, { id: current.id, tenant }, token);
        if (tab) tab.location.href = url;
      } catch (error) {
        tab?.close();
        refused(error);
      }
    });
  };

  const form = (
    <form onSubmit={submit} noValidate data-testid={`${kind.name}-editor`}>
      <Head>
        <h2>{t(`kinds.${kind.name}.${saved ? 'editHeading' : 'newHeading'}`)}</h2>
        {saved && (
          <p data-testid={`${kind.name}-state`}>
            {t('editor.state', { state: t(`states.${stateOf(saved)}`) })} · {t('editor.version', { version: saved.version })}
          </p>
        )}
        <Link to={hrefOf('console', { section: kind.section })}>{t('editor.back')}</Link>
      </Head>
      {conflict && (
        <ConflictNotice
          name={kind.name}
          fieldLabels={kind.fieldLabels}
          changed={conflict.changed}
          onReload={() => {
            setConflict(null);
            loaded.retry();
          }}
          onOverwrite={() => void run(async () => void (await save(conflict.version)))}
        />
      )}
      {kind.fields({ draft, errors, tenants, onChange: (next) => setDraft((current: object) => ({ ...current, ...next })), upload })}
      <Button type="submit" disabled={busy} data-testid={`${kind.name}-save`}>
        {t(saved ? 'editor.saveChanges' : 'editor.save')}
      </Button>
      {saved && (
        <ContentActions
          name={kind.name}
          item={saved}
          pageHref={kind.pageHref(saved)}
          tenants={tenants}
          canPreview={!kind.listOnly}
          busy={busy}
          onAction={(action) => void act(action)}
          onPreview={preview}
        />
      )}
    </form>
  );
  if (id === undefined) return form;
  return (
    <CallStateView state={loaded.state} onRetry={loaded.retry}>
      {() => form}
    </CallStateView>
  );
}
