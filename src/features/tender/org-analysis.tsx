import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OrgPartner, OrgStats } from '../../../shared/calls/tender';
import { tenderOrgHref } from '../../engine/content/tender-href';
import { DataTable } from '../../lib/ui/data-table';
import { mobile } from '../../lib/ui/media';
import { surfacePanel } from '../../lib/ui/surface';
import { TableScroll } from '../../lib/ui/table-scroll';
import { amountParts } from './amount';

// The organisation page's analysis: a summary sentence, the plot (its own chunk, drawn once the page runs in a
// browser) and the same figures as tables; its regions, trades and frequent partners.

const OrgPlot = lazy(() => import('./org-plot'));

const Section = styled.section`
  margin: 16px 0 24px;
  padding: 16px;
  ${surfacePanel}
  h2 {
    font-size: 18px;
    margin-bottom: 8px;
  }
  h3 {
    font-size: 15px;
    margin: 16px 0 8px;
  }
`;

const PlotBox = styled.div`
  min-height: 280px;
  margin: 12px 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 0 24px;
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Partners = styled.ol`
  padding-left: 20px;
  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;

/** One titled table of figures that a keyboard can scroll sideways. */
function FigureTable({ title, head, rows }: { title: string; head: string[]; rows: string[][] }) {
  const id = useId();
  return (
    <div>
      <h3 id={id}>{title}</h3>
      <TableScroll tabIndex={0} role="region" aria-labelledby={id}>
        <DataTable head={head} rows={rows} rowKeys={rows.map((_, index) => index)} />
      </TableScroll>
    </div>
  );
}

function PartnerList({ title, partners, testId }: { title: string; partners: OrgPartner[]; testId: string }) {
  const { t } = useTranslation('tender');
  if (!partners.length) return null;
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      <Partners>
        {partners.map((partner) => (
          <li key={partner.id}>
            <Link to={tenderOrgHref(partner.id)}>{partner.name}</Link> {t('dot')}
            {t('analysis.together')} {partner.count}
          </li>
        ))}
      </Partners>
    </div>
  );
}

/** True once the page runs in a browser: the plot is not rendered on the server (ECharts draws in the browser). */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

export function OrgAnalysis({ stats }: { stats: OrgStats }) {
  const { t } = useTranslation('tender');
  const inBrowser = useInBrowser();
  const titleId = useId();
  const money = (yuan: number) => {
    const { value, unit } = amountParts(yuan);
    return t(`amount.${unit}`, { value });
  };
  const total = (key: 'published' | 'bids' | 'wins' | 'awarded') => stats.years.reduce((sum, year) => sum + year[key], 0);
  const projects = stats.regions.reduce((sum, region) => sum + region.count, 0);
  if (!stats.years.length) {
    return (
      <Section aria-labelledby={titleId} data-testid="org-analysis">
        <h2 id={titleId}>{t('analysis.title')}</h2>
        <Muted role="status">{t('analysis.empty')}</Muted>
      </Section>
    );
  }
  return (
    <Section aria-labelledby={titleId} data-testid="org-analysis">
      <h2 id={titleId}>{t('analysis.title')}</h2>
      <p data-testid="org-summary">
        {[
          t('analysis.summaryProjects', { count: projects }),
          total('published') > 0 && t('analysis.summaryPublished', { count: total('published') }),
          (total('bids') > 0 || total('wins') > 0) &&
            t('analysis.summaryBids', { bids: total('bids'), wins: total('wins'), awarded: money(total('awarded')) }),
        ]
          .filter(Boolean)
          .join(t('analysis.summarySeparator'))}
        {t('analysis.summaryEnd')}
      </p>
      {total('wins') === 0 && <Muted data-testid="org-no-wins">{t('analysis.noWins')}</Muted>}
      <PlotBox>
        {inBrowser ? (
          <Suspense fallback={<Muted role="status">{t('analysis.plotLoading')}</Muted>}>
            <OrgPlot years={stats.years} />
          </Suspense>
        ) : (
          <Muted role="status">{t('analysis.plotLoading')}</Muted>
        )}
      </PlotBox>
      <div data-testid="org-years">
        <FigureTable
          title={t('analysis.yearsTable')}
          head={[t('analysis.year'), t('analysis.published'), t('analysis.bids'), t('analysis.wins'), t('analysis.awarded')]}
          rows={stats.years.map((year) => [
            String(year.year),
            String(year.published),
            String(year.bids),
            String(year.wins),
            money(year.awarded),
          ])}
        />
      </div>
      <Grid>
        <FigureTable
          title={t('analysis.regions')}
          head={[t('analysis.region'), t('analysis.projects')]}
          rows={stats.regions.map((region) => [region.name, String(region.count)])}
        />
        <FigureTable
          title={t('analysis.trades')}
          head={[t('analysis.trade'), t('analysis.projects')]}
          rows={stats.trades.map((trade) => [t(`content:tradeCategories.${trade.code}`), String(trade.count)])}
        />
        <PartnerList title={t('analysis.buyers')} partners={stats.buyers} testId="org-buyers" />
        <PartnerList title={t('analysis.winners')} partners={stats.winners} testId="org-winners" />
        <PartnerList title={t('analysis.competitors')} partners={stats.competitors} testId="org-competitors" />
      </Grid>
    </Section>
  );
}
