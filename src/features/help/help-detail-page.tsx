import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RES_NUMBER_PATTERN, SHARE_ID_PATTERN, type HelpArticle } from '../../../shared/calls/help';
import { useArticleData } from '../../engine/content/article-data';
import { AsidePanel, TitleLinks, DetailMeta, PreviewNotice } from '../../engine/content/detail-parts';
import { notFound, positiveParam } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { ArticleBody } from '../../lib/ui/article-body';
import { Container } from '../../lib/ui/container';
import { mobile } from '../../lib/ui/media';
import { loadHelpArticle } from './help-api';
import { HelpFeedback } from './help-feedback';
import { helpDetailHref, helpListHref } from './help-route';
import { HelpShare } from './help-share';
import { HelpToc } from './help-toc';

interface HelpDetailData {
  article: HelpArticle;
  canonical: string;
  tdk: { title: string; keyword: string; description: string };
}

/** The article key an address carries; one that cannot name an article is the 404 page. */
function keyOf({ routeName, params }: Pick<PageLoadArgs, 'routeName' | 'params'>) {
  const matches = (value: string | undefined, pattern: string) => (value && new RegExp(pattern).test(value) ? value : notFound());
  if (routeName === 'helpNum') return { resNumber: matches(params.resNumber, RES_NUMBER_PATTERN) };
  if (routeName === 'helpShare') return { shareId: matches(params.shareId, SHARE_ID_PATTERN) };
  return { id: positiveParam(params.resId)! };
}

/** /help/detail/{resId}, /help/num/{resNumber} and /help/share/{shareId}: one article, canonical at its detail address. */
export async function loadData(args: PageLoadArgs): Promise<HelpDetailData> {
  const { model } = await loadHelpArticle(args, keyOf(args));
  return {
    article: model,
    canonical: helpDetailHref(model.id),
    tdk: {
      title: model.title,
      description: model.summary,
      keyword: [...model.categories.map((category) => category.name), args.t('help:tdk.keywords')].join(','),
    },
  };
}

/** The reading trace's content type of a help article. */
const HELP_BIZ_TYPE = 'help';

/** Table of contents beside the article on a wide screen, above it on a narrow one. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  grid-template-areas: 'article toc' 'article related';
  grid-template-rows: auto 1fr;
  gap: 24px;
  align-items: start;
  padding: 16px 0 32px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'toc' 'article' 'related';
    grid-template-rows: auto;
    gap: 16px;
  }
`;

const Toc = styled(HelpToc)`
  grid-area: toc;
`;

const Related = styled(AsidePanel)`
  grid-area: related;
`;

const Article = styled.article`
  grid-area: article;
  h1 {
    font-size: 26px;
    line-height: 1.4;
    margin-bottom: 8px;
    overflow-wrap: anywhere;
  }
  ${ArticleBody} h2, ${ArticleBody} h3 {
    scroll-margin-top: 16px;
  }
`;

const Summary = styled.p`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Trail = styled.span`
  a + a::before {
    content: ' / ';
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export default function HelpDetailPage() {
  const { t } = useTranslation('help');
  const { article } = usePageData<HelpDetailData>();
  useArticleData({ id: article.id, artAuthorStaffId: null, type: HELP_BIZ_TYPE, title: article.title });
  return (
    <Container>
      <Layout>
        <Toc headings={article.headings} />
        <Article data-testid="help-article">
          <PreviewNotice />
          <h1>{article.title}</h1>
          <DetailMeta>
            <Trail aria-label={t('trail')}>
              {article.categories.map((category) => (
                <Link key={category.id} to={helpListHref(category.id)}>
                  {category.name}
                </Link>
              ))}
            </Trail>
            <span data-testid="help-number">{t('number', { number: article.resNumber })}</span>
            <time dateTime={article.updateTime}>{t('updatedAt', { date: formatDate(article.updateTime) })}</time>
            <span>{t('reads', { count: article.readCount })}</span>
          </DetailMeta>
          {article.summary && <Summary>{article.summary}</Summary>}
          {/* Sanitised by the API host before storage and again on the way out (sanitize-html). */}
          <ArticleBody data-testid="help-body" dangerouslySetInnerHTML={{ __html: article.content }} />
          <HelpFeedback id={article.id} helpfulCount={article.helpfulCount} />
          <HelpShare id={article.id} />
        </Article>
        <Related aria-label={t('related')} data-testid="help-related">
          <h2>{t('related')}</h2>
          <TitleLinks items={article.related} hrefFor={helpDetailHref} empty={t('noRelated')} />
        </Related>
      </Layout>
    </Container>
  );
}
