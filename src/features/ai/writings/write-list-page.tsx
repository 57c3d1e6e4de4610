import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WRITING_TOOLS, type WritingTool } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';
import { EmptyState } from '../../../lib/ui/empty-state';
import { FilterLinks } from '../../../lib/ui/filter-links';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { PageShell } from '../../../lib/ui/page-shell';
import { Pagination } from '../../../lib/ui/pagination';
import { idOf } from './writing-links';
import { WritingList } from './writing-list';
import { LoginNeeded, ToolEntries } from './writing-states';
import { loadWritings, WRITINGS_PAGE_SIZE } from './writings-api';
import { useWritingSession } from './use-writing-session';
import { useCall } from '../../../engine/use-call';

const isTool = (value: string | null): value is WritingTool => (WRITING_TOOLS as readonly (string | null)[]).includes(value);

/** /aiWriteList: the user's papers, tender documents and contract reviews, newest first, by tool. */
export default function WriteListPage() {
  const { t } = useTranslation('ai');
  const { session, checked } = useWritingSession();
  const [search] = useSearchParams();
  const toolParam = search.get('tool');
  const tool = isTool(toolParam) ? toolParam : undefined;
  const page = idOf(search.get('page')) ?? 1;
  const { state, retry } = useCall(session ? () => loadWritings(session, page, tool) : null, [session, page, tool]);
  const hrefFor = (target: number, toolValue = tool) =>
    hrefOf('aiWriteList', {}, { tool: toolValue, page: target > 1 ? String(target) : undefined });
  const filters = [undefined, ...WRITING_TOOLS].map((key) => ({
    key: key ?? 'all',
    label: t(key ? `writings.tools.${key}` : 'writings.allTools'),
    href: hrefFor(1, key),
    active: key === tool,
  }));
  return (
    <PageShell title={t('writings.title')} lead={t('writings.lead')}>
      {!session ? (
        checked ? (
          <LoginNeeded points={[t('writings.visitor.list'), t('paper.visitor.what'), t('contract.visitor.what')]} />
        ) : (
          <EmptyState>{t('writings.loading')}</EmptyState>
        )
      ) : (
        <>
          <FilterLinks label={t('writings.filterLabel')} items={filters} testId="writing-filter" />
          <CallStateView state={state} onRetry={retry}>
            {({ list, total }) =>
              list.length === 0 ? (
                <EmptyState>
                  <span data-testid="writings-empty">{t(tool ? 'writings.emptyTool' : 'writings.empty')}</span>
                  <ToolEntries />
                </EmptyState>
              ) : (
                <>
                  <WritingList list={list} session={session} onDeleted={retry} />
                  <Pagination page={page} total={total} pageSize={WRITINGS_PAGE_SIZE} hrefFor={(target) => hrefFor(target)} />
                </>
              )
            }
          </CallStateView>
        </>
      )}
    </PageShell>
  );
}
