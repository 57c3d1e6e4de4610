import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsDetail } from '../../../shared/calls/news';
import { AsidePanel, NeighbourLinks, TitleLinks, DetailMeta, PreviewNotice } from '../../engine/content/detail-parts';
import { useArticleData } from '../../engine/content/article-data';
import { positiveParam } from '../../engine/content/load-content';
import { useReadHistory } from '../../engine/content/use-read-history';
import { usePageData } from '../../engine/content/use-page-data';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import { useCurrentRoute } from '../../engine/use-current-route';
import { formatDateTime } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { MetaTag } from '../../lib/ui/content-list';
import { MainAside } from '../../lib/ui/two-columns';
import { ArticleBody } from '../../lib/ui/article-body';
import { loadNews, NEWS_BIZ_TYPE } from './news-api';
import { NewsOperations } from './news-operations';

interface NewsDetailData {
  news: NewsDetail;
  tdk: { title: string; keyword: string; description: string };
}

/** /news/{id} and /detail/{id}: an unknown or malformed id is the 404 page. TDK from the item's SEO fields. */
export async function loadData(args: PageLoadArgs): Promise<NewsDetailData> {
  const id = positiveParam(args.params.id)!;
  const { model } = await loadNews(args, id);
  return {
    news: model,
    tdk: { title: model.seoTitle || model.title, keyword: model.seoKeyword, description: model.seoDesc || model.memo },
  };
}

const Article = styled.article`
  padding: 8px 0 24px;
  h1 {
    font-size: 26px;
    line-height: 1.4;
    margin-bottom: 8px;
    overflow-wrap: anywhere;
  }
  .vice {
    font-size: 17px;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 8px;
  }
`;

const Block = styled.section`
  margin-top: 24px;
  h2 {
    font-size: 16px;
    margin-bottom: 10px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 6px 0;
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 20px;
`;

export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { row } = useCurrentRoute();
  const { news } = usePageData<NewsDetailData>();
  const route = row?.name === 'listDetail' ? 'listDetail' : 'newsDetail';
  useArticleData({ id: news.id, artAuthorStaffId: news.creatorId, type: NEWS_BIZ_TYPE, title: news.title });
  useReadHistory(NEWS_BIZ_TYPE, news.id);
  return (
    <Container>
      <MainAside>
        <Article data-testid="news-detail">
          <PreviewNotice />
          <h1>{news.title}</h1>
          {news.viceTitle && <p className="vice">{news.viceTitle}</p>}
          <DetailMeta>
            <Link to={hrefOf('newsList', { id: news.dirId })}>{news.dirName}</Link>
            <time dateTime={news.releaseTime}>{formatDateTime(news.releaseTime)}</time>
            <span data-testid="read-count">{t('reads', { count: news.readCount })}</span>
          </DetailMeta>
          {/* Sanitised by the API host before storage and again on the way out (sanitize-html). */}
          <ArticleBody data-testid="news-body" dangerouslySetInnerHTML={{ __html: news.content }} />
          {news.tags.length > 0 && (
            <Tags data-testid="news-tags">
              {news.tags.map((tag) => (
                <MetaTag key={tag.id} to={hrefOf('newsTag', { id: tag.id })}>
                  {tag.name}
                </MetaTag>
              ))}
            </Tags>
          )}
          {news.docs.length > 0 && (
            <Block data-testid="news-docs">
              <h2>{t('attachments')}</h2>
              <ul>
                {news.docs.map((doc) => (
                  <li key={doc.id}>📎 {doc.title}</li>
                ))}
              </ul>
            </Block>
          )}
          <NewsOperations id={news.id} praiseCount={news.praiseCount} />
          <NeighbourLinks prev={news.prev} next={news.next} route={route} testId="news-neighbours" />
        </Article>
        <AsidePanel aria-label={t('related')} data-testid="news-related">
          <h2>{t('related')}</h2>
          <TitleLinks items={news.related} route={route} empty={t('noRelated')} />
        </AsidePanel>
      </MainAside>
    </Container>
  );
}
