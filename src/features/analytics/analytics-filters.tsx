import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AnalyticsRange } from '../../../shared/calls/analytics';
import type { DeskTenant } from '../../../shared/calls/service-desk';
import { Button } from '../../lib/ui/button';
import { mobile } from '../../lib/ui/media';
import { SelectField, TextField } from '../../lib/ui/text-field';
import { PRESETS, presetOf, presetRange } from './analytics-range';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 220px) auto minmax(0, 170px) minmax(0, 170px) auto;
  gap: 0 12px;
  align-items: end;
  justify-content: start;
  margin-bottom: 8px;
  & > button {
    margin-bottom: 14px;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > div:first-child,
    & > [role='group'] {
      grid-column: 1 / -1;
    }
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 14px;
  button {
    min-height: 40px;
    padding: 0 12px;
  }
`;

interface AnalyticsFiltersProps {
  tenants: readonly DeskTenant[];
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
  /** Now, for the presets (their days are China time). */
  now: number;
  onExport: () => void;
  exporting: boolean;
}

/** The question: which tenant, which days (a preset or from/to), and the CSV export of its answer. */
export function AnalyticsFilters({ tenants, range, onRange, now, onExport, exporting }: AnalyticsFiltersProps) {
  const { t } = useTranslation('analytics');
  const chosen = presetOf(range, now);
  return (
    <Form aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('tenant')}
        options={tenants.map((item) => ({ value: item.id, label: item.title }))}
        value={range.tenantId}
        onChange={(tenantId) => onRange({ ...range, tenantId })}
        data-testid="analytics-tenant"
      />
      <Presets role="group" aria-label={t('presetsLabel')}>
        {PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            $variant={chosen === days ? 'primary' : 'plain'}
            aria-pressed={chosen === days}
            onClick={() => onRange({ ...range, ...presetRange(days, now) })}
            data-testid={`analytics-preset-${days}`}
          >
            {t(`presets.${days}`)}
          </Button>
        ))}
      </Presets>
      <TextField
        label={t('from')}
        type="date"
        value={range.from}
        max={range.to}
        onChange={(from) => onRange({ ...range, from })}
        data-testid="analytics-from"
      />
      <TextField
        label={t('to')}
        type="date"
        value={range.to}
        min={range.from}
        onChange={(to) => onRange({ ...range, to })}
        data-testid="analytics-to"
      />
      <Button type="button" $variant="ghost" onClick={onExport} disabled={exporting} data-testid="analytics-export">
        {t('export')}
      </Button>
    </Form>
  );
}
