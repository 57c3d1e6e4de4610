import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentKind } from '../../../shared/calls/enums';
import { newsCalls, type ColumnGroup, type NewsBrief } from '../../../shared/calls/news';
import { formatDate } from '../../lib/format-date';
import { mobile } from '../../lib/ui/media';
import { hrefOf } from '../href';
import { useTenant } from '../portal-context';
import { loadCall, type ContentArgs } from './load-content';
import { surfacePanel } from '../../lib/ui/surface';

// News blocks that both the home page and the news column home show (SPEC §7 polymerization, hotsAndBanner).

export const loadHotsAndBanner = (args: ContentArgs) => loadCall(args, newsCalls.hotsAndBanner, {});
export const loadPolymerization = (args: ContentArgs) => loadCall(args, newsCalls.polymerization, {});

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  padding: 16px 20px;
  ${surfacePanel}
  min-width: 0;
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    margin-bottom: 8px;
  }
  h2,
  h3 {
    font-size: 17px;
  }
  header a {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
  }
  li a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Every column of one kind (news or knowledge) with its latest items and a link to its list. */
export function ColumnDigest({ groups, bizType }: { groups: ColumnGroup[]; bizType: ContentKind }) {
  const { t } = useTranslation('content');
  const columns = groups.find((group) => group.bizType === bizType)?.children ?? [];
  return (
    <Grid data-testid={`digest-${bizType}`}>
      {columns.map((column) => (
        <Panel key={column.id} aria-label={column.name}>
          <header>
            <h3>{column.name}</h3>
            <Link to={hrefOf('newsList', { id: column.id })}>{t('more')}</Link>
          </header>
          <ul>
            {column.newsList.map((item) => (
              <li key={item.id}>
                <Link to={hrefOf('newsDetail', { id: item.id })} title={item.title}>
                  {item.title}
                </Link>
                <time dateTime={item.createrTime}>{formatDate(item.createrTime)}</time>
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </Grid>
  );
}

const Banner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Lead = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 240px);
  align-items: end;
  gap: 8px 20px;
  min-height: 220px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2,
  h3 {
    font-size: 22px;
    line-height: 1.4;
    margin-bottom: 8px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    min-height: 0;
    padding: 16px 20px 20px;
    img {
      order: -1;
      max-width: 240px;
      margin: 0 auto;
    }
  }
`;

/**
 * The banner's illustration (manifest imagery.newsBanner), white on the theme's colour. It is often the page's
 * largest paint, so it is a 3 KB file fetched with the HTML rather than lazily: a lazy image in view waits for
 * layout and paints after the text, which made it a late LCP.
 */
function BannerArt() {
  const { newsBanner } = useTenant().imagery;
  return <img src={newsBanner} alt="" width={240} height={150} decoding="async" data-testid="banner-art" />;
}

const Others = styled.ol`
  margin: 12px 0 0;
  padding: 0 0 0 1.2em;
  li {
    padding: 4px 0;
  }
`;

export interface BannerAndHotsProps {
  banner: NewsBrief[];
  hots: NewsBrief[];
  /** 3 under a section's h2 (home), 2 right under the page's h1 (/news). */
  level: 2 | 3;
}

/** The banner items (latest picks) next to the hot list (most read of recent months). */
export function BannerAndHots({ banner, hots, level }: BannerAndHotsProps) {
  const { t } = useTranslation('content');
  const [lead, ...rest] = banner;
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <Banner data-testid="banner-hots">
      <div>
        {lead && (
          <Lead to={hrefOf('newsDetail', { id: lead.id })} data-testid="banner-lead">
            <div>
              <Title>{lead.title}</Title>
              <p>{lead.memo}</p>
            </div>
            <BannerArt />
          </Lead>
        )}
        {rest.length > 0 && (
          <Others>
            {rest.map((item) => (
              <li key={item.id}>
                <Link to={hrefOf('newsDetail', { id: item.id })}>{item.title}</Link>
              </li>
            ))}
          </Others>
        )}
      </div>
      <Panel aria-label={t('hots')} data-testid="hots">
        <header>
          <Title>{t('hots')}</Title>
          <Link to={hrefOf('newsTags')}>{t('allTags')}</Link>
        </header>
        <ul>
          {hots.map((item) => (
            <li key={item.id}>
              <Link to={hrefOf('newsDetail', { id: item.id })} title={item.title}>
                {item.title}
              </Link>
              <time>{t('reads', { count: item.readCount })}</time>
            </li>
          ))}
        </ul>
      </Panel>
    </Banner>
  );
}
