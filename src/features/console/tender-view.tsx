import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TENDER_STAGE_CODES, type TenderStage } from '../../../shared/calls/enums';
import { tenderCalls } from '../../../shared/calls/tender';
import { tenderHref } from '../../engine/content/tender-href';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { formatDate } from '../../lib/format-date';
import { SearchBox } from '../../lib/ui/search-box';
import { SelectField } from '../../lib/ui/text-field';
import { ListFilters, ListHeading, WrappingCell } from './list-pieces';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 20;
/** As the tender search takes a keyword. */
const KEYWORD_MAX = 50;
const COLUMNS = ['title', 'stage', 'region', 'org', 'publishTime', 'source'] as const;

/**
 * The tenders as visitors find them, read-only: the console edits no notice (they come from the seed or the tender
 * import), but operators look one up by its words or stage and see where it was published.
 */
export function TenderView() {
  const { t } = useTranslation('console');
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [stage, setStage] = useState<TenderStage | ''>('');
  const [page, setPage] = useState(1);
  const tenders = useCall(
    () =>
      api.call(
        tenderCalls.listPaged,
        { keyword: keyword || undefined, engType: stage || undefined, page, pageSize: PAGE_SIZE },
        { silent: true },
      ),
    [api, keyword, stage, page],
  );
  return (
    <section aria-labelledby="console-tenders-heading">
      <ListHeading>
        <h2 id="console-tenders-heading">{t('tenders.heading')}</h2>
      </ListHeading>
      <p>{t('tenders.lead')}</p>
      <ListFilters>
        <SearchBox
          value={keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t('tenders.keyword')}
          testId="console-tender-search"
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
        />
        <SelectField
          label={t('tenders.stage')}
          value={stage}
          options={[
            { value: '', label: t('tenders.allStages') },
            ...TENDER_STAGE_CODES.map((code) => ({ value: code, label: t(`content:tenderStages.${code}`) })),
          ]}
          onChange={(next) => {
            setStage(next as TenderStage | '');
            setPage(1);
          }}
          data-testid="console-tender-stage"
        />
      </ListFilters>
      <PagedTable
        state={tenders.state}
        onRetry={tenders.retry}
        label={t('tenders.heading')}
        headings={COLUMNS.map((key) => t(`tenders.columns.${key}`))}
        lead={(total) => <p data-testid="console-tender-total">{t('tenders.total', { total })}</p>}
        row={(tender) => (
          <tr key={tender.id} data-testid="console-tender-row">
            <WrappingCell>
              <a href={tenderHref(tender)} target="_blank" rel="noopener">
                {tender.title}
              </a>
            </WrappingCell>
            <td>{t(`content:tenderStages.${tender.engType}`)}</td>
            <td>{[tender.province.name, tender.city?.name].filter(Boolean).join(' ')}</td>
            <td>{tender.org.name}</td>
            <td>{formatDate(tender.publishTime)}</td>
            <td data-testid="console-tender-source">{tender.source || t('tenders.noSource')}</td>
          </tr>
        )}
        empty={t('tenders.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
