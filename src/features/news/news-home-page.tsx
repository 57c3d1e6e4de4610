import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import { LoadedView } from '../../engine/content/loaded-view';
import { settle } from '../../engine/content/load-content';
import { BannerAndHots, ColumnDigest, loadHotsAndBanner, loadPolymerization } from '../../engine/content/news-digest';
import { usePageData } from '../../engine/content/use-page-data';
import type { PageLoadArgs } from '../../engine/page-load';
import { Container } from '../../lib/ui/container';
import type { Settled } from '../../lib/api/call-state';

interface NewsHomeData {
  hots: Settled<CallReply<typeof newsCalls.hotsAndBanner>>;
  columns: Settled<CallReply<typeof newsCalls.polymerization>>;
}

export async function loadData(args: PageLoadArgs): Promise<NewsHomeData> {
  const [hots, columns] = await Promise.all([settle(loadHotsAndBanner(args)), settle(loadPolymerization(args))]);
  return { hots, columns };
}

const Band = styled.section`
  margin: 24px 0 32px;
  > h2 {
    font-size: 20px;
    margin-bottom: 14px;
  }
`;

/** /news: banner and hot items, then every news and knowledge column with its latest items. */
export default function NewsHomePage() {
  const { t } = useTranslation('content');
  const { hots, columns } = usePageData<NewsHomeData>();
  return (
    <Container>
      <Band>
        <h1 className="visually-hidden">{t('routes:news')}</h1>
        <LoadedView loaded={hots}>{(value) => <BannerAndHots banner={value.banner} hots={value.hots} level={2} />}</LoadedView>
      </Band>
      <LoadedView loaded={columns}>
        {(value) => (
          <>
            <Band>
              <h2>{t('newsColumns')}</h2>
              <ColumnDigest groups={value.list} bizType="NEWS" />
            </Band>
            <Band>
              <h2>{t('knowColumns')}</h2>
              <ColumnDigest groups={value.list} bizType="KNOW" />
            </Band>
          </>
        )}
      </LoadedView>
    </Container>
  );
}
