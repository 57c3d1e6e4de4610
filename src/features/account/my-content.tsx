import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PageRequest } from '../../../shared/calls/content-fields';
import type { CallReply } from '../../../shared/calls/define-call';
import { userContentCalls, type UserContentItem } from '../../../shared/calls/user-content';
import { contentHref } from '../../engine/content/detail-route';
import { pageOfQuery } from '../../engine/content/list-query';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import type { ApiClient } from '../../lib/api/api-client';
import { formatDateTime } from '../../lib/format-date';
import { EmptyState } from '../../lib/ui/empty-state';
import { FilterLinks } from '../../lib/ui/filter-links';
import { LoadError } from '../../lib/ui/load-error';
import { Pagination } from '../../lib/ui/pagination';

export const MY_LISTS = ['favorite', 'praise', 'download', 'history'] as const;
type MyList = (typeof MY_LISTS)[number];
const PAGE_SIZE = 10;

type Answer = CallReply<typeof userContentCalls.operationListPaged> | CallReply<typeof userContentCalls.readHistoryListPaged>;

/** The call of each list. */
function loadList(api: ApiClient, list: MyList, paging: PageRequest, token: string): Promise<Answer> {
  const options = { token, silent: true };
  if (list === 'favorite' || list === 'praise') return api.call(userContentCalls.operationListPaged, { kind: list, ...paging }, options);
  if (list === 'download') return api.call(userContentCalls.downloadListPaged, paging, options);
  return api.call(userContentCalls.readHistoryListPaged, paging, options);
}

const toItems = (answer: Answer): UserContentItem[] =>
  answer.list.map((item) => ('readAt' in item ? { bizType: item.bizType, bizId: item.bizId, title: item.title, at: item.readAt } : item));

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Kind = styled.span`
  margin-right: 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The personal centre's favourites, praise, downloads and read history; list and page live in the URL. */
export default function MyContent({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const api = useApi();
  const [params] = useSearchParams();
  const list = MY_LISTS.find((name) => name === params.get('list')) ?? 'favorite';
  const page = pageOfQuery(params.get('page'));
  const { state, retry } = useCall(
    () => loadList(api, list, { page, pageSize: PAGE_SIZE }, token).then((answer) => ({ list: toItems(answer), total: answer.total })),
    [api, token, list, page],
  );

  const href = (name: MyList, n = 1) =>
    hrefOf('personalCenter', { section: 'content' }, { list: name, page: n > 1 ? String(n) : undefined });
  return (
    // Not a landmark of its own: the personal centre's section around it has the same name.
    <div data-testid="my-content">
      <FilterLinks
        label={t('personal.myContent')}
        items={MY_LISTS.map((name) => ({ key: name, label: t(`personal.lists.${name}`), href: href(name), active: name === list }))}
        testId="my-content-tabs"
      />
      {state.status === 'pending' && <EmptyState>{t('common:loading')}</EmptyState>}
      {state.status === 'failed' && <LoadError message={state.message} onRetry={retry} />}
      {state.status === 'done' &&
        (state.value.list.length ? (
          <>
            <Rows data-testid={`my-${list}`}>
              {state.value.list.map((item) => {
                const target = contentHref(item.bizType, item.bizId);
                return (
                  <li key={`${item.bizType}-${item.bizId}`}>
                    <span>
                      <Kind>{t(`content:types.${item.bizType}`, { defaultValue: item.bizType })}</Kind>
                      {target ? <Link to={target}>{item.title}</Link> : item.title}
                    </span>
                    <small>{formatDateTime(item.at)}</small>
                  </li>
                );
              })}
            </Rows>
            <Pagination page={page} total={state.value.total} pageSize={PAGE_SIZE} hrefFor={(n) => href(list, n)} />
          </>
        ) : (
          <EmptyState>{t(`personal.listEmpty.${list}`)}</EmptyState>
        ))}
    </div>
  );
}
