import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookingButton } from '../../engine/booking/booking-button';
import { FreeTrialButton } from '../../engine/free-trial-button';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { Card, CardGrid, Section } from '../../lib/ui/card-grid';
import { Container } from '../../lib/ui/container';
import { Hero, HeroActions } from '../../lib/ui/hero';
import type { CallReply } from '../../../shared/calls/define-call';
import type { ProjectType } from '../../../shared/calls/enums';
import type { newsCalls } from '../../../shared/calls/news';
import type { tenderCalls } from '../../../shared/calls/tender';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { BannerAndHots, ColumnDigest, loadHotsAndBanner, loadPolymerization } from '../../engine/content/news-digest';
import { loadNewestTenders, NewestTenders, tenderTabOf } from '../../engine/content/tender-digest';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import type { Settled } from '../../lib/api/call-state';

interface HomeData {
  hots: Settled<CallReply<typeof newsCalls.hotsAndBanner>>;
  columns: Settled<CallReply<typeof newsCalls.polymerization>>;
  /** Only where the tenant's manifest has a tender tab among its information tabs. */
  tenders: Settled<CallReply<typeof tenderCalls.first>> | null;
}

/** Banner, hot items, the news and knowledge columns and the newest tenders, loaded with the page (server-rendered). */
export async function loadData(args: PageLoadArgs): Promise<HomeData> {
  const withTenders = !!tenderTabOf(args.tenant());
  const [hots, columns, tenders] = await Promise.all([
    settle(loadHotsAndBanner(args)),
    settle(loadPolymerization(args)),
    withTenders ? settle(loadNewestTenders(args)) : null,
  ]);
  return { hots, columns, tenders };
}

interface Entry {
  key: string;
  route: string;
}

// Entry points to every product and content area (SPEC §1 offers).
const PRODUCTS: Entry[] = [
  { key: 'measurement', route: 'product' },
  { key: 'gisBim', route: 'product' },
  { key: 'documents', route: 'product' },
  { key: 'site', route: 'product' },
  { key: 'contract', route: 'contract' },
  { key: 'ai', route: 'aiToolList' },
];

const AREAS: Entry[] = [
  { key: 'news', route: 'news' },
  { key: 'standard', route: 'standard' },
  { key: 'policy', route: 'policy' },
  { key: 'paper', route: 'paper' },
  { key: 'tender', route: 'tender' },
  { key: 'video', route: 'video' },
  { key: 'solution', route: 'solution' },
  { key: 'help', route: 'help' },
  { key: 'open', route: 'open' },
  { key: 'recruit', route: 'recruit' },
];

/** The project types the home page names, a selection of SPEC §9's. */
const HOME_PROJECT_TYPES = ['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'GOV', 'WATER'] as const satisfies readonly ProjectType[];

const Types = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 6px 16px;
    border-radius: 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const TenderHeading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  a {
    flex: none;
  }
`;

function Entries({ entries, group, min }: { entries: Entry[]; group: 'products' | 'areas'; min?: number }) {
  const { t } = useTranslation('pages');
  return (
    <CardGrid $min={min}>
      {entries.map((entry) => (
        <Card key={entry.key}>
          <Link to={hrefOf(entry.route)}>
            <h3>{t(`home.${group}.${entry.key}.title`)}</h3>
            <p>{t(`home.${group}.${entry.key}.text`)}</p>
          </Link>
        </Card>
      ))}
    </CardGrid>
  );
}

export default function HomePage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { hots, columns, tenders } = usePageData<HomeData>();
  const tenderTab = tenderTabOf(tenant);
  return (
    <>
      <Hero title={tenant.title} lead={t('home.heroLead')}>
        <HeroActions>
          <FreeTrialButton variant="heroAccent" />
          <BookingButton variant="onHero" />
          <Button as={Link} to={hrefOf('product')} $variant="onHero">
            {t('home.exploreProducts')}
          </Button>
        </HeroActions>
      </Hero>
      <Container>
        <Section aria-labelledby="home-news">
          <h2 id="home-news">{t('home.newsTitle')}</h2>
          <LoadedView loaded={hots}>{(value) => <BannerAndHots banner={value.banner} hots={value.hots} level={3} />}</LoadedView>
        </Section>
        <LoadedView loaded={columns}>
          {(value) => (
            <>
              <Section aria-labelledby="home-columns">
                <h2 id="home-columns">{t('home.columnsTitle')}</h2>
                <ColumnDigest groups={value.list} bizType="NEWS" />
              </Section>
              <Section aria-labelledby="home-know">
                <h2 id="home-know">{t('home.knowTitle')}</h2>
                <ColumnDigest groups={value.list} bizType="KNOW" />
              </Section>
            </>
          )}
        </LoadedView>
        {tenders && tenderTab && (
          <Section aria-labelledby="home-tenders">
            <TenderHeading>
              <h2 id="home-tenders">{t('content:newestTenders')}</h2>
              <Link to={tenderTab.url}>{t('content:moreTenders')}</Link>
            </TenderHeading>
            <LoadedView loaded={tenders}>{(value) => <NewestTenders list={value.list} />}</LoadedView>
          </Section>
        )}
        <Section aria-labelledby="home-types">
          <h2 id="home-types">{t('home.typesTitle')}</h2>
          <Types>
            {HOME_PROJECT_TYPES.map((type) => (
              <li key={type}>{t(`projectTypes.${type}`, { ns: 'common' })}</li>
            ))}
          </Types>
        </Section>
        <Section aria-labelledby="home-products">
          <h2 id="home-products">{t('home.productsTitle')}</h2>
          <Entries entries={PRODUCTS} group="products" min={340} />
        </Section>
        <Section aria-labelledby="home-areas">
          <h2 id="home-areas">{t('home.areasTitle')}</h2>
          <Entries entries={AREAS} group="areas" />
        </Section>
      </Container>
    </>
  );
}
