import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CountNode } from '../../../shared/calls/content-fields';
import type { CallReply } from '../../../shared/calls/define-call';
import type { DownloadItem, downloadCalls } from '../../../shared/calls/downloads';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { pageOfQuery } from '../../engine/content/list-query';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { EmptyState } from '../../lib/ui/empty-state';
import { Highlight } from '../../lib/ui/highlight';
import { mobile } from '../../lib/ui/media';
import { ListBox } from '../../lib/ui/content-list';
import { ListHeading } from '../../lib/ui/list-heading';
import { Pagination } from '../../lib/ui/pagination';
import { SearchBox } from '../../lib/ui/search-box';
import { SideMenu, type MenuItem } from '../../lib/ui/side-menu';
import { TwoColumns } from '../../lib/ui/two-columns';
import { DownloadButton } from './download-button';
import { loadDirs, loadDownloads, loadTopDownloads, PAGE_SIZE } from './downloads-api';
import { downloadListHref, type DownloadListState } from './downloads-route';
import { keywordOf } from '../../engine/content/list-query';
import { formatSize } from '../../lib/file-size';
import { surfacePanel } from '../../lib/ui/surface';
import type { Settled } from '../../lib/api/call-state';

interface DownloadData extends DownloadListState {
  dirs: Settled<CallReply<typeof downloadCalls.dirTree>>;
  files: Settled<CallReply<typeof downloadCalls.listPaged>>;
  top: Settled<CallReply<typeof downloadCalls.topDownload>>;
  tdk?: { title: string };
}

function findDir(nodes: CountNode[], id: number | undefined): CountNode | undefined {
  if (id === undefined) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const child = findDir(node.children, id);
    if (child) return child;
  }
  return undefined;
}

/**
 * /information/download/{id?}/{page?}: the files of a directory (`:id?`, with its subdirectories) or of
 * all, matching ?keyword=; without a directory the page is ?page=.
 */
export async function loadData(args: PageLoadArgs): Promise<DownloadData> {
  const query = new URL(args.request.url).searchParams;
  const dirId = positiveParam(args.params.id);
  const page = dirId === undefined ? pageOfQuery(query.get('page')) : (positiveParam(args.params.page) ?? 1);
  const keyword = keywordOf(query.get('keyword'));
  const [dirs, files, top] = await Promise.all([
    settle(loadDirs(args)),
    settle(loadDownloads(args, { dirId, page, keyword: keyword || undefined })),
    settle(loadTopDownloads(args)),
  ]);
  const dir = dirs.status === 'done' ? findDir(dirs.value.list, dirId) : undefined;
  return { dirId, page, keyword, dirs, files, top, tdk: dir ? { title: dir.name } : undefined };
}

const Side = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  min-width: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  .main {
    flex: 1;
    min-width: 0;
  }
  h3 {
    font-size: 17px;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
    margin-bottom: 6px;
    overflow-wrap: anywhere;
  }
  ${mobile} {
    flex-wrap: wrap;
    button {
      width: 100%;
    }
  }
`;

const FileType = styled.span`
  display: inline-block;
  margin-right: 8px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  line-height: 20px;
  vertical-align: 2px;
  text-transform: uppercase;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Top = styled.section`
  padding: 8px 16px 12px;
  ${surfacePanel}
  h2 {
    font-size: 15px;
    padding: 8px 0;
  }
  ol {
    margin: 0;
    padding: 0 0 0 1.4em;
  }
  li {
    padding: 6px 0;
    overflow-wrap: anywhere;
  }
  li div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    margin-top: 4px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    min-height: 26px;
    padding: 0 10px;
    font-size: 13px;
  }
`;

function FileRows({ list, terms, empty }: { list: DownloadItem[]; terms: string[]; empty: string }) {
  const { t } = useTranslation('library');
  if (!list.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ListBox data-testid="download-list">
      {list.map((item) => (
        <Row key={item.id} data-testid="download-row">
          <div className="main">
            <h3>
              <FileType data-testid="file-type">{item.fileType}</FileType>
              <Highlight text={item.title} terms={terms} />
            </h3>
            {item.memo && <p>{item.memo}</p>}
            <Meta>
              <span>{t('downloads.size', { size: formatSize(item.sizeKb) })}</span>
              <span data-testid="download-count">{t('downloads.count', { count: item.downloadCount })}</span>
              <span>{item.dirName}</span>
              <time dateTime={item.releaseTime}>{formatDate(item.releaseTime)}</time>
            </Meta>
          </div>
          <DownloadButton id={item.id} label={t('downloads.download')} />
        </Row>
      ))}
    </ListBox>
  );
}

export default function DownloadPage() {
  const { t } = useTranslation('library');
  const navigate = useNavigate();
  const data = usePageData<DownloadData>();
  const href = (change: Partial<DownloadListState>) => downloadListHref({ ...data, page: 1, ...change });
  const dir = data.dirs.status === 'done' ? findDir(data.dirs.value.list, data.dirId) : undefined;
  const dirItems = (nodes: CountNode[]): MenuItem[] =>
    nodes.map((node) => ({
      key: String(node.id),
      label: node.name,
      count: node.count,
      href: href({ dirId: node.id }),
      active: node.id === data.dirId,
      children: dirItems(node.children),
    }));
  return (
    <Container>
      <TwoColumns>
        <Side>
          <LoadedView loaded={data.dirs}>
            {({ list }) => (
              <SideMenu
                title={t('downloads.dirs')}
                testId="download-dirs"
                items={[
                  {
                    key: 'all',
                    label: t('downloads.allDirs'),
                    count: list.reduce((sum, node) => sum + node.count, 0),
                    href: href({ dirId: undefined }),
                    active: data.dirId === undefined,
                  },
                  ...dirItems(list),
                ]}
              />
            )}
          </LoadedView>
          <Top aria-label={t('downloads.top')} data-testid="top-downloads">
            <h2>{t('downloads.top')}</h2>
            <LoadedView loaded={data.top}>
              {({ list }) =>
                list.length ? (
                  <ol>
                    {list.map((item) => (
                      <li key={item.id}>
                        {item.title}
                        <div>
                          <span>{t('downloads.count', { count: item.downloadCount })}</span>
                          <DownloadButton id={item.id} label={t('downloads.download')} variant="ghost" testId="top-download" />
                        </div>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p>{t('downloads.noTop')}</p>
                )
              }
            </LoadedView>
          </Top>
        </Side>
        <section>
          <ListHeading>
            <h1>{dir?.name ?? t('routes:download')}</h1>
            <p>{t('downloads.lead')}</p>
          </ListHeading>
          <SearchBox
            value={data.keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('downloads.search')}
            onSearch={(keyword) => navigate(href({ keyword }))}
            testId="download-search"
          />
          <LoadedView loaded={data.files}>
            {(files) => (
              <>
                <p data-testid="download-total">
                  {data.keyword
                    ? t('searchSummary', { keyword: data.keyword, total: files.total })
                    : t('downloads.total', { total: files.total })}
                </p>
                <FileRows
                  list={files.list}
                  terms={data.keyword ? [data.keyword] : []}
                  empty={data.keyword ? t('downloads.noMatch') : data.page > 1 ? t('pastLastPage') : t('downloads.empty')}
                />
                <Pagination page={data.page} total={files.total} pageSize={PAGE_SIZE} hrefFor={(page) => href({ page })} />
              </>
            )}
          </LoadedView>
        </section>
      </TwoColumns>
    </Container>
  );
}
