import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PROJECT_TYPES, TENDER_STAGE_CODES, TIME_FILTER_DAYS, TRADE_CATEGORIES } from '../../../shared/calls/enums';
import type { RegionNode } from '../../../shared/calls/tender';
import { Button } from '../../lib/ui/button';
import { FilterLinks, type FilterLink } from '../../lib/ui/filter-links';
import { desktop, mobile } from '../../lib/ui/media';
import { parseWan } from './amount';
import { filterWords } from './tender-tdk';
import { findRegion, provinceNode } from './regions';
import type { TenderListState } from './tender-route';
import { surfacePanel } from '../../lib/ui/surface';

/** Under the mobile width the panel folds behind a button that names the filters in force. */
const Panel = styled.div<{ $open: boolean }>`
  margin-bottom: 16px;
  padding: 8px 16px;
  ${surfacePanel}
  ${mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    padding: 4px 12px;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  margin-bottom: 12px;
  padding: 6px 12px;
  ${surfacePanel}
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  strong {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-expanded='true'] i {
    transform: rotate(180deg);
  }
  i {
    flex: none;
    font-style: normal;
  }
  ${desktop} {
    display: none;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: baseline;
  gap: 8px;
  padding: 8px 0;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  > span {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    gap: 6px;
  }
  ul a {
    padding: 2px 10px;
    border-color: transparent;
  }
  /* Under the mobile width each row is one line that scrolls sideways, so the filters stay short. */
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      padding-bottom: 2px;
    }
    ul a {
      white-space: nowrap;
    }
    ul a:focus-visible {
      outline-offset: -2px;
    }
  }
`;

const AmountForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  input {
    width: 110px;
    height: 32px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  button {
    min-height: 32px;
  }
  p {
    flex-basis: 100%;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row>
      {/* The row's links carry the same name as their navigation landmark. */}
      <span aria-hidden="true">{label}</span>
      {children}
    </Row>
  );
}

/** Amount range in wan: typed, checked, then applied through the address. */
function AmountFilter({ state, href }: { state: TenderListState; href: (change: Partial<TenderListState>) => string }) {
  const { t } = useTranslation('tender');
  const navigate = useNavigate();
  const id = useId();
  const [min, setMin] = useState(state.amountMin === undefined ? '' : String(state.amountMin));
  const [max, setMax] = useState(state.amountMax === undefined ? '' : String(state.amountMax));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setMin(state.amountMin === undefined ? '' : String(state.amountMin));
    setMax(state.amountMax === undefined ? '' : String(state.amountMax));
    setInvalid(false);
  }, [state.amountMin, state.amountMax]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parseWan(min);
    const high = parseWan(max);
    if (low === 'invalid' || high === 'invalid' || (low !== undefined && high !== undefined && low > high)) {
      setInvalid(true);
      return;
    }
    navigate(href({ amountMin: low, amountMax: high }), { preventScrollReset: true });
  };
  const set = state.amountMin !== undefined || state.amountMax !== undefined;
  return (
    <AmountForm onSubmit={apply} noValidate aria-label={t('filters.amount')} data-testid="amount-filter">
      <label htmlFor={`${id}-min`} className="visually-hidden">
        {t('filters.amountMin')}
      </label>
      <input
        id={`${id}-min`}
        inputMode="decimal"
        value={min}
        maxLength={15}
        placeholder={t('filters.amountMinShort')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setMin(event.target.value)}
      />
      <span aria-hidden="true">-</span>
      <label htmlFor={`${id}-max`} className="visually-hidden">
        {t('filters.amountMax')}
      </label>
      <input
        id={`${id}-max`}
        inputMode="decimal"
        value={max}
        maxLength={15}
        placeholder={t('filters.amountMaxShort')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setMax(event.target.value)}
      />
      <Button type="submit" $variant="ghost">
        {t('filters.applyAmount')}
      </Button>
      {set && (
        <Button
          type="button"
          $variant="plain"
          onClick={() => navigate(href({ amountMin: undefined, amountMax: undefined }), { preventScrollReset: true })}
        >
          {t('filters.clearAmount')}
        </Button>
      )}
      {invalid && (
        <p id={`${id}-error`} role="alert">
          {t('filters.amountInvalid')}
        </p>
      )}
    </AmountForm>
  );
}

export interface TenderFiltersProps {
  state: TenderListState;
  /** The region tree, or null when it could not be loaded (the region rows are then left out). */
  regions: RegionNode[] | null;
  /** The address of the current search with a change, back on its first page. */
  href: (change: Partial<TenderListState>) => string;
}

/** Every filter of the tender search as links (and the amount range as a small form): all of it lives in the URL. */
export function TenderFilters({ state, regions, href }: TenderFiltersProps) {
  const { t } = useTranslation('tender');
  const all = t('filters.all');
  const links = <T,>(
    values: readonly T[],
    current: T | undefined,
    key: (value: T) => string,
    label: (value: T) => string,
    change: (value: T | undefined) => Partial<TenderListState>,
    first?: string,
  ): FilterLink[] => [
    ...(first === undefined ? [] : [{ key: 'all', label: first, href: href(change(undefined)), active: current === undefined }]),
    ...values.map((value) => ({ key: key(value), label: label(value), href: href(change(value)), active: value === current })),
  ];
  const choice = regions ? findRegion(regions, state.regionCode) : undefined;
  const province = regions ? provinceNode(regions, choice?.province.code) : undefined;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const words = filterWords(t, state, regions);
  if (state.amountMin !== undefined || state.amountMax !== undefined) {
    words.push(t('filters.amountRange', { min: state.amountMin ?? '', max: state.amountMax ?? '' }));
  }

  // A row that scrolls sideways (mobile) shows its chosen value.
  useEffect(() => {
    for (const current of panel.current?.querySelectorAll<HTMLElement>('ul a[aria-current="true"]') ?? []) {
      const row = current.closest('ul');
      const item = current.closest('li');
      if (row && item && row.scrollWidth > row.clientWidth) row.scrollLeft = Math.max(0, item.offsetLeft - row.offsetLeft - 16);
    }
  }, [open, state]);

  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="filters-toggle">
        <strong>{t('filters.toggle')}</strong>
        <span>{words.length ? words.join(t('dot')) : t('filters.none')}</span>
        <i aria-hidden="true">▾</i>
      </Toggle>
      <Panel id={panelId} ref={panel} $open={open} data-testid="tender-filters">
        <FilterRow label={t('filters.engType')}>
          <FilterLinks
            label={t('filters.engType')}
            testId="filter-stage"
            items={links(
              TENDER_STAGE_CODES,
              state.engType,
              String,
              (code) => t(`content:tenderStages.${code}`),
              (engType) => ({ engType }),
              all,
            )}
          />
        </FilterRow>
        <FilterRow label={t('filters.tradeCategory')}>
          <FilterLinks
            label={t('filters.tradeCategory')}
            testId="filter-trade"
            items={links(
              TRADE_CATEGORIES,
              state.tradeCategory,
              String,
              (category) => t(`content:tradeCategories.${category}`),
              (tradeCategory) => ({ tradeCategory }),
              all,
            )}
          />
        </FilterRow>
        <FilterRow label={t('filters.projectType')}>
          <FilterLinks
            label={t('filters.projectType')}
            testId="filter-project-type"
            items={links(
              PROJECT_TYPES,
              state.projectType,
              String,
              (type) => t(`common:projectTypes.${type}`),
              (projectType) => ({ projectType: projectType ?? 'ALL' }),
            )}
          />
        </FilterRow>
        <FilterRow label={t('filters.days')}>
          <FilterLinks
            label={t('filters.days')}
            testId="filter-days"
            items={links(
              TIME_FILTER_DAYS,
              state.days,
              String,
              (days) => t(`content:timeFilters.${days}`),
              (days) => ({ days: days ?? 0 }),
            )}
          />
        </FilterRow>
        {regions && (
          <FilterRow label={t('filters.province')}>
            <FilterLinks
              label={t('filters.province')}
              testId="filter-province"
              items={links(
                regions,
                province,
                (node) => node.code,
                (node) => node.name,
                (node) => ({ regionCode: node?.code }),
                t('filters.allRegions'),
              )}
            />
          </FilterRow>
        )}
        {province && province.children.length > 1 && (
          <FilterRow label={t('filters.city')}>
            <FilterLinks
              label={t('filters.city')}
              testId="filter-city"
              items={links(
                province.children,
                province.children.find((node) => node.code === choice?.city?.code),
                (node) => node.code,
                (node) => node.name,
                (node) => ({ regionCode: node?.code ?? province.code }),
                t('filters.allCities', { province: province.name }),
              )}
            />
          </FilterRow>
        )}
        <FilterRow label={t('filters.amount')}>
          <AmountFilter state={state} href={href} />
        </FilterRow>
      </Panel>
    </>
  );
}
