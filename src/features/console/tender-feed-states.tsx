import { useTranslation } from 'react-i18next';
import { consoleCalls, type TenderFeedState } from '../../../shared/calls/console';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDateTime } from '../../lib/format-date';
import { PartHeading } from './list-pieces';
import { PagedTable } from './paged-table';

const COLUMNS = ['feed', 'lastPolled', 'lastStatus', 'nextPoll'] as const;
/** Every feed on one page: a deployment names a handful. */
const ALL_FEEDS = 1000;

function FeedRow({ feed }: { feed: TenderFeedState }) {
  const { t } = useTranslation('console');
  const next = !feed.configured ? t('tenderFeeds.notConfigured') : feed.nextPoll ? formatDateTime(feed.nextPoll) : t('tenderFeeds.dueNow');
  return (
    <tr data-testid="tender-feed">
      <td>{feed.feed}</td>
      <td>{feed.lastPolled ? formatDateTime(feed.lastPolled) : t('tenderFeeds.neverPolled')}</td>
      <td>{feed.lastStatus ?? ''}</td>
      <td>{next}</td>
    </tr>
  );
}

/** The tender feeds (TENDER_FEEDS) and how each one's last poll went (editors and admins; read-only). */
export function TenderFeedStates({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const api = useApi();
  const feeds = useCall(async () => {
    const { list } = await api.call(consoleCalls.tenderFeeds, {}, { token, silent: true });
    return { list, total: list.length };
  }, [api, token]);
  return (
    <section aria-labelledby="console-tender-feeds-heading">
      <PartHeading id="console-tender-feeds-heading">{t('tenderFeeds.heading')}</PartHeading>
      <PagedTable
        state={feeds.state}
        onRetry={feeds.retry}
        label={t('tenderFeeds.heading')}
        testId="tender-feeds"
        headings={COLUMNS.map((key) => t(`tenderFeeds.columns.${key}`))}
        row={(feed) => <FeedRow key={feed.feed} feed={feed} />}
        empty={t('tenderFeeds.empty')}
        page={1}
        pageSize={ALL_FEEDS}
        onPage={() => undefined}
      />
    </section>
  );
}
