import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { consoleCalls, type TenderImportRun } from '../../../shared/calls/console';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 20;

const Refusals = styled.ul`
  margin: 8px 0 0;
  overflow-wrap: anywhere;
  white-space: normal;
`;
const COLUMNS = ['startedAt', 'source', 'format', 'created', 'updated', 'skipped', 'refused'] as const;

/** A run's source as a name: the file, not the folders it lay in. */
const fileName = (source: string) => source.split(/[\\/]/).pop() ?? source;

function RunRow({ run }: { run: TenderImportRun }) {
  const { t } = useTranslation('console');
  return (
    <>
      <tr data-testid="tender-import-run">
        <td>{formatDateTime(run.startedAt)}</td>
        <td title={run.source}>{fileName(run.source)}</td>
        <td>{run.format ?? ''}</td>
        <td>{run.created}</td>
        <td>{run.updated}</td>
        <td>{run.skipped}</td>
        <td>{run.refused.length}</td>
      </tr>
      {run.refused.length > 0 && (
        <tr>
          <td colSpan={COLUMNS.length}>
            <details>
              <summary>{t('tenderImports.refusals', { count: run.refused.length })}</summary>
              <Refusals data-testid="tender-import-refusals">
                {run.refused.map((refusal) => (
                  <li key={`${refusal.at}-${refusal.reason}`}>
                    {refusal.at}: {refusal.reason}
                  </li>
                ))}
              </Refusals>
            </details>
          </td>
        </tr>
      )}
    </>
  );
}

/** The tender import's runs, newest first, with each run's refusals (editors and admins; read-only). */
export function TenderImportRuns({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const [page, setPage] = useState(1);
  const runs = useCall(
    () => api.call(consoleCalls.tenderImportRuns, { page, pageSize: PAGE_SIZE }, { token, silent: true }),
    [api, token, page],
  );
  return (
    <section aria-labelledby="console-tender-imports-heading">
      <h2 id="console-tender-imports-heading">{t('tenderImports.heading')}</h2>
      <p>{t('tenderImports.lead')}</p>
      <PagedTable
        state={runs.state}
        onRetry={runs.retry}
        label={t('tenderImports.heading')}
        testId="tender-import-runs"
        headings={COLUMNS.map((key) => t(`tenderImports.columns.${key}`))}
        row={(run) => <RunRow key={run.id} run={run} />}
        empty={t('tenderImports.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
