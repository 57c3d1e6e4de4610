import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { SolutionDetail, solutionCalls } from '../../../shared/calls/product';
import { BookingBand, BookingCta } from '../../engine/booking-cta';
import { AsidePanel, PreviewNotice, TitleLinks } from '../../engine/content/detail-parts';
import { LoadedView } from '../../engine/content/loaded-view';
import { positiveParam, settle } from '../../engine/content/load-content';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { Section, TextCards } from '../../lib/ui/card-grid';
import { Container } from '../../lib/ui/container';
import { Hero } from '../../lib/ui/hero';
import { AsideStack, MainAside } from '../../lib/ui/two-columns';
import { loadSolution, loadSolutions, solutionListHref } from './solution-api';
import { surfacePanel } from '../../lib/ui/surface';
import type { Settled } from '../../lib/api/call-state';

/** Enough for a whole industry (2–4 solutions). */
const INDUSTRY_SIZE = 10;

interface SolutionData {
  solution: SolutionDetail;
  others: Settled<CallReply<typeof solutionCalls.listPaged>>;
  tdk: { title: string; keyword: string; description: string };
}

/** /solution/detail/{id}: a solution; an unknown or malformed id is the 404 page. */
export async function loadData(args: PageLoadArgs): Promise<SolutionData> {
  const id = positiveParam(args.params.id)!;
  const { model } = await loadSolution(args, id);
  const others = await settle(loadSolutions(args, { industry: model.industry, pageSize: INDUSTRY_SIZE }));
  const industry = args.t(`common:projectTypes.${model.industry}`);
  const keyword = args.t('product:tdk.solutionKeywords', { title: model.title, industry });
  return { solution: model, others, tdk: { title: model.title, keyword, description: model.summary } };
}

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding-left: 1.4em;
  line-height: 1.8;
  strong {
    display: block;
  }
`;

const Cases = styled.div`
  display: grid;
  gap: 16px;
  article {
    padding: 20px;
    ${surfacePanel}
  }
  h3 {
    font-size: 17px;
    margin-bottom: 4px;
    overflow-wrap: anywhere;
  }
  .customer {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 8px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
    margin: 12px 0 0;
  }
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export default function SolutionDetailPage() {
  const { t } = useTranslation('product');
  const { solution, others } = usePageData<SolutionData>();
  const industry = t(`common:projectTypes.${solution.industry}`);
  return (
    <>
      <Hero title={solution.title} lead={solution.summary}>
        <BookingCta onHero />
      </Hero>
      <Container data-testid="solution-detail">
        <PreviewNotice />
        <MainAside>
          <div>
            {/* A solution written in the console may leave any of these empty; its titles may repeat (an entry is its place). */}
            {solution.pains.length > 0 && (
              <Section aria-labelledby="solution-pains">
                <h2 id="solution-pains">{t('solution.pains')}</h2>
                <TextCards items={solution.pains} min={220} />
              </Section>
            )}
            {solution.approach.length > 0 && (
              <Section aria-labelledby="solution-approach">
                <h2 id="solution-approach">{t('solution.approach')}</h2>
                <Steps>
                  {solution.approach.map((step, index) => (
                    <li key={index}>
                      <strong>{step.title}</strong>
                      {step.text}
                    </li>
                  ))}
                </Steps>
              </Section>
            )}
            {solution.cases.length > 0 && (
              <Section aria-labelledby="solution-cases">
                <h2 id="solution-cases">{t('solution.cases')}</h2>
                <Cases data-testid="solution-cases">
                  {solution.cases.map((item, index) => (
                    <article key={index}>
                      <h3>{item.project}</h3>
                      <p className="customer">
                        {t('solution.customer')}
                        {item.customer}
                      </p>
                      <p>{item.text}</p>
                      {item.figures.length > 0 && (
                        <dl>
                          {item.figures.map((figure, at) => (
                            <div key={at}>
                              <dt>{figure.label}</dt>
                              <dd>{figure.value}</dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </article>
                  ))}
                </Cases>
              </Section>
            )}
          </div>
          <AsideStack>
            <AsidePanel aria-labelledby="solution-products" data-testid="solution-products">
              <h2 id="solution-products">{t('solution.products')}</h2>
              <TitleLinks
                items={solution.products.map((product) => ({ id: product.id, title: product.name }))}
                route="productDetail"
                empty=""
              />
            </AsidePanel>
            <AsidePanel aria-labelledby="solution-others">
              <h2 id="solution-others">{t('solution.others')}</h2>
              <LoadedView loaded={others}>
                {({ list }) => (
                  <TitleLinks
                    items={list.filter((item) => item.id !== solution.id)}
                    route="solutionDetail"
                    empty={t('solution.noOthers')}
                  />
                )}
              </LoadedView>
              <Link to={solutionListHref({ industry: solution.industry, page: 1 })}>{t('solution.backToList', { industry })}</Link>
            </AsidePanel>
          </AsideStack>
        </MainAside>
        <BookingBand id="solution-cta" title={t('solution.ctaTitle')} text={t('solution.ctaText')} />
      </Container>
    </>
  );
}
