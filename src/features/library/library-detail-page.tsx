import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { LibraryDetail, libraryCalls } from '../../../shared/calls/library';
import { useArticleData } from '../../engine/content/article-data';
import { AsidePanel, NeighbourLinks, PreviewNotice, TitleLinks } from '../../engine/content/detail-parts';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { useReadHistory } from '../../engine/content/use-read-history';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { MetaTag } from '../../lib/ui/content-list';
import { MainAside } from '../../lib/ui/two-columns';
import { ArticleBody } from '../../lib/ui/article-body';
import { DocDownload } from './doc-download';
import { loadDoc, loadDocs } from './library-api';
import { DETAIL_ROUTE, libraryListHref, libraryTypeOf } from './library-route';
import { Status } from './status';
import { surfacePanel } from '../../lib/ui/surface';
import type { Settled } from '../../lib/api/call-state';

const RELATED_SIZE = 6;

interface LibraryDetailData {
  doc: LibraryDetail;
  related: Settled<CallReply<typeof libraryCalls.docListPaged>>;
  tdk: { title: string; keyword: string; description: string };
}

/**
 * /standard/detail/{id}, /policy/detail/{id} and /paper/detail/{id} (and their /front/…Content aliases):
 * one document of the route's type; an unknown or malformed id is the 404 page.
 */
export async function loadData(args: PageLoadArgs): Promise<LibraryDetailData> {
  const id = positiveParam(args.params.id)!;
  const docType = libraryTypeOf(args.routeName);
  const { model } = await loadDoc(args, docType, id);
  // The category's other documents, for the aside; one more than shown, since the list may hold this one.
  const related = await settle(loadDocs(args, { docType, catId: model.category.id, pageSize: RELATED_SIZE + 1 }));
  const title = model.number ? `${model.title} ${model.number}` : model.title;
  const keyword = [model.number, ...model.keywords, model.category.name].filter(Boolean).join(',');
  return { doc: model, related, tdk: { title, keyword, description: model.summary } };
}

const Article = styled.article`
  padding: 8px 0 24px;
  min-width: 0;
  h1 {
    font-size: 26px;
    line-height: 1.4;
    margin-bottom: 16px;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 20px;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

const Summary = styled.section`
  margin-bottom: 24px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.pageBg};
  h2 {
    font-size: 16px;
    margin-bottom: 8px;
  }
  p {
    line-height: 1.8;
    overflow-wrap: anywhere;
  }
`;

const DownloadBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 20px;
  padding: 12px 16px;
  ${surfacePanel}
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default function LibraryDetailPage() {
  const { t } = useTranslation('library');
  const { doc, related } = usePageData<LibraryDetailData>();
  const type = doc.docType;
  const route = DETAIL_ROUTE[type];
  const listHref = (change: { catId?: number; projectType?: LibraryDetail['projectType'] }) =>
    libraryListHref(type, { page: 1, projectType: 'ALL', keyword: '', ...change });
  useArticleData({ id: doc.id, artAuthorStaffId: null, type, title: doc.title });
  useReadHistory(type, doc.id);
  return (
    <Container>
      <MainAside>
        <Article data-testid="library-detail">
          <PreviewNotice />
          <h1>{doc.title}</h1>
          <Facts data-testid="doc-facts">
            {doc.number && (
              <Fact label={t(`fields.number.${type}`)}>
                <span data-testid="doc-number">{doc.number}</span>
              </Fact>
            )}
            {doc.issuer && <Fact label={t(`fields.issuer.${type}`)}>{doc.issuer}</Fact>}
            {doc.authors.length > 0 && <Fact label={t('fields.authors')}>{doc.authors.join(t('listSeparator'))}</Fact>}
            {doc.journal && <Fact label={t('fields.journal')}>{doc.journal}</Fact>}
            {doc.status && (
              <Fact label={t('fields.status')}>
                <Status status={doc.status} />
              </Fact>
            )}
            {doc.region && <Fact label={t('fields.region')}>{doc.region}</Fact>}
            <Fact label={t('fields.category')}>
              <Link to={listHref({ catId: doc.category.id })}>{doc.category.name}</Link>
            </Fact>
            <Fact label={t('fields.projectType')}>
              <Link to={listHref({ projectType: doc.projectType })}>{t(`common:projectTypes.${doc.projectType}`)}</Link>
            </Fact>
            <Fact label={t(`fields.releaseTime.${type}`)}>
              <time dateTime={doc.releaseTime}>{formatDate(doc.releaseTime)}</time>
            </Fact>
            {doc.keywords.length > 0 && (
              <Fact label={t('fields.keywords')}>
                <span className="tags">
                  {doc.keywords.map((keyword) => (
                    <MetaTag key={keyword} to={hrefOf('search', {}, { keyword })}>
                      {keyword}
                    </MetaTag>
                  ))}
                </span>
              </Fact>
            )}
          </Facts>
          <DownloadBar aria-label={t('downloadTitle')}>
            <p>{t('downloadHint')}</p>
            <DocDownload docType={type} id={doc.id} />
          </DownloadBar>
          {doc.summary && (
            <Summary data-testid="doc-summary">
              <h2>{t(`summary.${type}`)}</h2>
              <p>{doc.summary}</p>
            </Summary>
          )}
          {/* Sanitised by the API host before storage and again on the way out (sanitize-html). */}
          <ArticleBody data-testid="doc-body" dangerouslySetInnerHTML={{ __html: doc.content }} />
          <NeighbourLinks prev={doc.prev} next={doc.next} route={route} testId="doc-neighbours" />
        </Article>
        <AsidePanel aria-label={t('sameCategory')} data-testid="doc-related">
          <h2>{t('sameCategory')}</h2>
          <LoadedView loaded={related}>
            {({ list }) => (
              <TitleLinks items={list.filter((item) => item.id !== doc.id).slice(0, RELATED_SIZE)} route={route} empty={t('noRelated')} />
            )}
          </LoadedView>
          <Link to={listHref({ catId: doc.category.id })}>{t('moreOfCategory', { name: doc.category.name })}</Link>
          <Link to={listHref({})}>{t('backToList', { label: t(`routes:${type}`) })}</Link>
        </AsidePanel>
      </MainAside>
    </Container>
  );
}
