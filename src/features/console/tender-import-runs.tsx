import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { consoleCalls, type TenderImportRun } from '../../../shared/calls/console';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { PartHeading } from './list-pieces';
import { PagedTable } from './paged-table';
import { TenderFeedStates } from './tender-feed-states';

const PAGE_SIZE = 20;

const Refusals = styled.ul`
  margin: 8px 0 0;
  overflow-wrap: anywhere;
  white-space: normal;
`;
const COLUMNS = ['startedAt', 'source', 'format', 'created', 'updated', 'skipped', 'refused', 'attachments'] as const;

/** A run's source as a name: the file, not the folders it lay in; a feed's address as it is. */
const fileName = (source: string) => (/^https?:\/\//i.test(source) ? source : (source.split(/[\\/]/).pop() ?? source));

/** A list of refusals (records or attachments) under a summary that counts them. */
function RefusalList({ summary, refusals, testId }: { summary: string; refusals: TenderImportRun['refused']; testId: string }) {
  return (
    <details>
      <summary>{summary}</summary>
      <Refusals data-testid={testId}>
        {refusals.map((refusal) => (
          <li key={`${refusal.at}-${refusal.reason}`}>
            {refusal.at}: {refusal.reason}
          </li>
        ))}
      </Refusals>
    </details>
  );
}

function RunRow({ run }: { run: TenderImportRun }) {
  const { t } = useTranslation('console');
  const files = run.attachments;
  const fileCount = files.stored + files.pending + files.refused.length;
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
        <td>{fileCount ? t('tenderImports.attachmentCounts', { ...files, refused: files.refused.length }) : ''}</td>
      </tr>
      {(run.refused.length > 0 || files.refused.length > 0) && (
        <tr>
          <td colSpan={COLUMNS.length}>
            {run.refused.length > 0 && (
              <RefusalList
                summary={t('tenderImports.refusals', { count: run.refused.length })}
                refusals={run.refused}
                testId="tender-import-refusals"
              />
            )}
            {files.refused.length > 0 && (
              <RefusalList
                summary={t('tenderImports.attachmentRefusals', { count: files.refused.length })}
                refusals={files.refused}
                testId="tender-import-attachment-refusals"
              />
            )}
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
      <TenderFeedStates token={token} />
      <PartHeading>{t('tenderImports.runsHeading')}</PartHeading>
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
