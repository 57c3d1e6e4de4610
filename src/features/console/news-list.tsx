import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EDITORIAL_FILTERS, consoleCalls, type ConsoleTenant, type EditorialBrief } from '../../../shared/calls/console';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { EmptyState } from '../../lib/ui/empty-state';
import { mobile } from '../../lib/ui/media';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { SelectField } from '../../lib/ui/text-field';
import { TableScroll } from '../../lib/ui/table-scroll';
import { stateOf, tenantTitles } from './news-labels';

const PAGE_SIZE = 20;
const KEYWORD_MAX = 100;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    font-size: 20px;
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 180px;
  gap: 12px;
  align-items: end;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

type Filter = (typeof EDITORIAL_FILTERS)[number] | '';

function Rows({ list, tenants }: { list: EditorialBrief[]; tenants: ConsoleTenant[] }) {
  const { t } = useTranslation('console');
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('list.heading')} data-testid="console-news-table">
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
            <tr key={item.id} data-testid="console-news-row">
              <th scope="row">
                <Link to={hrefOf('console', { section: 'news', id: item.id })}>{item.title}</Link>
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

/** The news of the editor's tenants, drafts and deleted ones included, searched by title and filtered by state. */
export function NewsList({ tenants, token }: { tenants: ConsoleTenant[]; token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const news = useCall(
    () => api.call(consoleCalls.newsList, { keyword, status: status || undefined, page, pageSize: PAGE_SIZE }, { token, silent: true }),
    [api, token, keyword, status, page],
  );
  const options = [
    { value: '', label: t('list.allStates') },
    ...EDITORIAL_FILTERS.map((value) => ({ value, label: t(`states.${value}`) })),
  ];
  return (
    <section aria-labelledby="console-news-heading">
      <Heading>
        <h2 id="console-news-heading">{t('list.heading')}</h2>
        <Button as={Link} to={hrefOf('console', { section: 'news', id: 'new' })} data-testid="console-news-create">
          {t('list.create')}
        </Button>
      </Heading>
      <Filters>
        <SearchBox
          value={keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t('list.keyword')}
          testId="console-news-search"
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
        />
        <SelectField
          label={t('list.status')}
          value={status}
          options={options}
          data-testid="console-news-status"
          onChange={(next) => {
            setStatus(next as Filter);
            setPage(1);
          }}
        />
      </Filters>
      <CallStateView state={news.state} onRetry={news.retry}>
        {({ list, total }) =>
          list.length ? (
            <>
              <Rows list={list} tenants={tenants} />
              <Pagination page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
            </>
          ) : (
            <EmptyState>{t('list.empty')}</EmptyState>
          )
        }
      </CallStateView>
    </section>
  );
}
