import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCalls, type AuditEntry } from '../../../shared/calls/console';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { SelectField } from '../../lib/ui/text-field';
import { FIELD_LABELS } from './news-draft';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 20;
const ACTIONS = ['create', 'update', 'publish', 'schedule', 'release', 'unpublish', 'delete', 'restore', 'grant', 'revoke'] as const;

/** The changed fields of an entry, by their form labels. */
function changes(entry: AuditEntry, label: (field: string) => string): string {
  return Object.keys(entry.after)
    .filter((field) => field !== 'version')
    .map(label)
    .join('、');
}

/** Who changed what and when, newest first, filtered by action (admins of the tenants). */
export function AuditList({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const audit = useCall(
    () => api.call(consoleCalls.auditList, { action: action || undefined, page, pageSize: PAGE_SIZE }, { token, silent: true }),
    [api, token, action, page],
  );
  const label = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);
  const actionName = (name: string) => ((ACTIONS as readonly string[]).includes(name) ? t(`audit.actions.${name}`) : name);
  return (
    <section aria-labelledby="console-audit-heading">
      <h2 id="console-audit-heading">{t('audit.heading')}</h2>
      <SelectField
        label={t('audit.action')}
        value={action}
        options={[{ value: '', label: t('audit.allActions') }, ...ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))]}
        onChange={(next) => {
          setAction(next);
          setPage(1);
        }}
        data-testid="audit-action"
      />
      <PagedTable
        state={audit.state}
        onRetry={audit.retry}
        label={t('audit.heading')}
        testId="audit-table"
        headings={(['at', 'actor', 'action', 'item', 'changes'] as const).map((key) => t(`audit.columns.${key}`))}
        row={(entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <td>{formatDateTime(entry.at)}</td>
            <td>{entry.actorId ? entry.actorName : t('audit.system')}</td>
            <td>{actionName(entry.action)}</td>
            <td>{t(`audit.items.${entry.itemType}`, { id: entry.itemId, defaultValue: entry.itemId })}</td>
            <td>{changes(entry, label)}</td>
          </tr>
        )}
        empty={t('audit.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
