import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TenderBidResult, TenderDetail, TenderListItem } from '../../../shared/calls/tender';
import { useArticleData } from '../../engine/content/article-data';
import { AsidePanel } from '../../engine/content/detail-parts';
import { positiveParam } from '../../engine/content/load-content';
import { StageTag } from '../../engine/content/stage-tag';
import { tenderHref, tenderOrgHref } from '../../engine/content/tender-href';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { formatDate } from '../../lib/format-date';
import { Container } from '../../lib/ui/container';
import { AsideStack, MainAside } from '../../lib/ui/two-columns';
import { amountParts } from './amount';
import { BidResult } from './bid-result';
import { SimilarProjects } from './similar-projects';
import { loadRelated, loadTender } from './tender-api';
import { TenderFacts } from './tender-facts';
import { TenderFullText } from './tender-full-text';
import { NO_FILTERS, tenderListHref } from './tender-route';

/** The SPEC §9 content type label of tenders (article data, read history). */
const TENDER_BIZ_TYPE = 'tender';

interface TenderDetailData {
  tender: TenderDetail;
  /** The project's winning-bid view and similar projects. */
  related: { result: TenderBidResult; similar: TenderListItem[] };
  canonical: string;
  tdk: { title: string; keyword: string; description: string };
}

/**
 * /tender/detail/{id}/{type}/{stageType} and /tenderDetails/{id}: the summary of one tender, as a visitor may
 * read it; an unknown or malformed id is the 404 page. Both addresses, and any type or stage segment, name
 * /tender/detail/{id}/{its trade category}/{its stage} as canonical.
 */
export async function loadData(args: PageLoadArgs): Promise<TenderDetailData> {
  const id = positiveParam(args.params.id)!;
  const [{ model }, related] = await Promise.all([loadTender(args, id), loadRelated(args, id)]);
  const region = [model.province.name, model.city?.name].filter((name, index, all) => name && all.indexOf(name) === index).join(' ');
  const stage = args.t(`content:tenderStages.${model.engType}`);
  const amount = model.amount === null ? null : amountParts(model.amount);
  return {
    tender: model,
    related,
    canonical: tenderHref(model),
    tdk: {
      title: model.title,
      keyword: [model.projectName, model.org.name, region, stage, args.t(`content:tradeCategories.${model.tradeCategory}`)].join(','),
      description: args.t('tender:tdk.detailDescription', {
        region,
        org: model.org.name,
        stage,
        date: formatDate(model.publishTime),
        project: model.projectName,
        amount: amount ? args.t(`tender:amount.${amount.unit}`, { value: amount.value }) : args.t('tender:noAmount'),
      }),
    },
  };
}

const Article = styled.article`
  padding: 8px 0 24px;
  min-width: 0;
  h1 {
    font-size: 24px;
    line-height: 1.45;
    margin: 8px 0 16px;
    overflow-wrap: anywhere;
  }
`;

export default function TenderDetailPage() {
  const { t } = useTranslation('tender');
  const { tender, related } = usePageData<TenderDetailData>();
  useArticleData({ id: tender.id, artAuthorStaffId: null, type: TENDER_BIZ_TYPE, title: tender.title });
  const list = (change: Parameters<typeof tenderListHref>[1]) => tenderListHref('tender', change);
  return (
    <Container>
      <MainAside>
        <Article data-testid="tender-detail">
          <StageTag stage={tender.engType} />
          <h1>{tender.title}</h1>
          <TenderFacts tender={tender} />
          <BidResult result={related.result} />
          <TenderFullText id={tender.id} />
        </Article>
        <AsideStack>
          <AsidePanel aria-label={t('aside')} data-testid="tender-aside">
            <h2>{t('aside')}</h2>
            <ul>
              <li>
                <Link to={tenderOrgHref(tender.org.id)}>{t('orgTenders', { name: tender.org.name })}</Link>
              </li>
              <li>
                <Link to={list({ ...NO_FILTERS, regionCode: tender.province.code })}>
                  {t('regionTenders', { name: tender.province.name })}
                </Link>
              </li>
              <li>
                <Link to={list({ ...NO_FILTERS, engType: tender.engType, projectType: tender.projectType })}>
                  {t('similarTenders', {
                    stage: t(`content:tenderStages.${tender.engType}`),
                    type: t(`common:projectTypes.${tender.projectType}`),
                  })}
                </Link>
              </li>
            </ul>
            <Link to={list(NO_FILTERS)}>{t('backToList')}</Link>
          </AsidePanel>
          <SimilarProjects list={related.similar} />
        </AsideStack>
      </MainAside>
    </Container>
  );
}
