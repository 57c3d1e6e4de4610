import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleTenant } from '../../../shared/calls/console';
import { EDITORIAL_FILTERS, type EditorialBrief } from '../../../shared/calls/editorial';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { EmptyState } from '../../lib/ui/empty-state';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { SelectField } from '../../lib/ui/text-field';
import { TableScroll } from '../../lib/ui/table-scroll';
import { kindCall, type AnyConsoleKind, type ListAnswer } from './console-kind';
import { ListFilters, ListHeading } from './list-pieces';
import { stateOf, tenantTitles } from './item-labels';

const PAGE_SIZE = 20;
const KEYWORD_MAX = 100;

type Filter = (typeof EDITORIAL_FILTERS)[number] | '';

function Rows({ kind, list, tenants }: { kind: AnyConsoleKind; list: EditorialBrief[]; tenants: ConsoleTenant[] }) {
  const { t } = useTranslation('console');
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t(`kinds.${kind.name}.heading`)} data-testid={`console-${kind.name}-table`}>
      <table>
        <thead>
          <tr>
            {(['title', 'state', 'tenants', 'release', 'updated'] as const).map((key) => (
              <th key={key} scope="col">
                {t(`list.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={item.id} data-testid={`console-${kind.name}-row`}>
              <th scope="row">
                <Link to={hrefOf('console', { section: kind.section, id: item.id })}>{item.title}</Link>
              </th>
              <td>{t(`states.${stateOf(item)}`)}</td>
              <td>{tenantTitles(item.tenants, tenants, t('sharedTenant'))}</td>
              <td>{formatDateTime(item.releaseTime)}</td>
              <td>{formatDateTime(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A kind's items of the editor's tenants, drafts and deleted ones included, searched by title and filtered by state. */
export function ContentList({ kind, tenants, token }: { kind: AnyConsoleKind; tenants: ConsoleTenant[]; token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const items = useCall(
    () => kindCall<ListAnswer>(api, kind.rows.list, { keyword, status: status || undefined, page, pageSize: PAGE_SIZE }, token),
    [api, kind, token, keyword, status, page],
  );
  const options = [
    { value: '', label: t('list.allStates') },
    ...EDITORIAL_FILTERS.map((value) => ({ value, label: t(`states.${value}`) })),
  ];
  return (
    <section aria-labelledby={`console-${kind.name}-heading`}>
      <ListHeading>
        <h2 id={`console-${kind.name}-heading`}>{t(`kinds.${kind.name}.heading`)}</h2>
        <Button as={Link} to={hrefOf('console', { section: kind.section, id: 'new' })} data-testid={`console-${kind.name}-create`}>
          {t(`kinds.${kind.name}.create`)}
        </Button>
      </ListHeading>
      <ListFilters>
        <SearchBox
          value={keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t('list.keyword')}
          testId={`console-${kind.name}-search`}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
        />
        <SelectField
          label={t('list.status')}
          value={status}
          options={options}
          data-testid={`console-${kind.name}-status`}
          onChange={(next) => {
            setStatus(next as Filter);
            setPage(1);
          }}
        />
      </ListFilters>
      <CallStateView state={items.state} onRetry={items.retry}>
        {({ list, total }) =>
          list.length ? (
            <>
              <Rows kind={kind} list={list} tenants={tenants} />
              <Pagination page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
            </>
          ) : (
            <EmptyState>{t(`kinds.${kind.name}.empty`)}</EmptyState>
          )
        }
      </CallStateView>
    </section>
  );
}
