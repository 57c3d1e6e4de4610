// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../../shared/calls/tender';
import { checkOrgNames } from './org-names';
import { NO_FILTERS } from '../tender-route';
import {
  EMPTY_SUBSCRIPTION,
  splitKeywords,
  subscriptionBody,
  valuesOf,
  valuesOfSearch,
  type SubscriptionValues,
} from './subscription-values';

const values = (change: Partial<SubscriptionValues>): SubscriptionValues => ({ ...EMPTY_SUBSCRIPTION, name: '地铁', ...change });

describe('splitKeywords', () => {
  it('splits on spaces, half- and full-width commas, enumeration commas and semicolons, once each', () => {
    expect(splitKeywords(' 地铁  车站,盾构，轨道、机电；地铁 ')).toEqual(['地铁', '车站', '盾构', '轨道', '机电']);
    expect(splitKeywords('   ')).toEqual([]);
  });
});

describe('subscriptionBody', () => {
  it('makes the call body: trimmed name, keyword list, amounts in whole yuan', () => {
    expect(
      subscriptionBody(
        values({
          name: '  广东地铁 ',
          keywords: '地铁 车站',
          regionCodes: ['440000'],
          amountMin: '100',
          amountMax: '2500.5',
          digest: false,
          remindDays: '7',
        }),
      ),
    ).toEqual({
      body: {
        name: '广东地铁',
        keywords: ['地铁', '车站'],
        regionCodes: ['440000'],
        projectTypes: [],
        tradeCategories: [],
        engTypes: [],
        amountMin: 1_000_000,
        amountMax: 25_005_000,
        digest: false,
        remindDays: 7,
      },
    });
  });

  it('sends no amount as null, so an edit can clear it', () => {
    const result = subscriptionBody(values({}));
    expect('body' in result && [result.body.amountMin, result.body.amountMax]).toEqual([null, null]);
  });

  it.each<[Partial<SubscriptionValues>, object]>([
    [{ name: '   ' }, { name: 'nameRequired' }],
    [{ name: '字'.repeat(31) }, { name: 'nameTooLong' }],
    [{ keywords: '字'.repeat(31) }, { keywords: 'keywordTooLong' }],
    [{ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(' ') }, { keywords: 'tooManyKeywords' }],
    [{ regionCodes: Array.from({ length: 11 }, (_, i) => String(110000 + i * 10000)) }, { regions: 'tooManyRegions' }],
    [{ amountMin: '-1' }, { amount: 'amountInvalid' }],
    [{ amountMin: '20', amountMax: '10' }, { amount: 'amountInvalid' }],
  ])('%j is refused: %j', (change, errors) => {
    expect(subscriptionBody(values(change))).toEqual({ errors });
  });
});

describe('valuesOf', () => {
  it('shows a stored subscription in the form, amounts in wan', () => {
    const stored: Subscription = {
      id: 3,
      name: '广东地铁',
      keywords: ['地铁', '车站'],
      regionCodes: ['440000'],
      regions: [{ code: '440000', name: '广东省' }],
      projectTypes: ['SUBWAY'],
      tradeCategories: ['ENGINEERING'],
      engTypes: ['0104'],
      amountMin: 5000,
      amountMax: null,
      digest: true,
      remindDays: 3,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
    };
    const form = valuesOf(stored);
    expect(form).toMatchObject({ keywords: '地铁 车站', amountMin: '0.5', amountMax: '', projectTypes: ['SUBWAY'], remindDays: '3' });
    expect(subscriptionBody(form)).toMatchObject({ body: { keywords: ['地铁', '车站'], amountMin: 5000, amountMax: null, remindDays: 3 } });
  });
});

describe('checkOrgNames', () => {
  it('stores trimmed names and drops blank fields', () => {
    expect(checkOrgNames([' 中铁一局 ', '', '  '])).toEqual({ names: ['中铁一局'] });
  });

  it('marks names that are too short, too long or repeated, field by field', () => {
    expect(checkOrgNames(['中', '中铁一局', ' 中铁一局', '字'.repeat(51)])).toEqual({
      errors: ['length', undefined, 'duplicate', 'length'],
    });
  });
});

describe('valuesOfSearch', () => {
  it('subscribes to what a search shows, its time filter aside', () => {
    const state = {
      ...NO_FILTERS,
      keyword: '盾构',
      regionCode: '440000',
      projectType: 'SUBWAY',
      engType: '0104',
      days: 30,
      amountMin: 100,
    } as const;
    expect(subscriptionBody(valuesOfSearch(state, '广东省 地铁工程 中标结果'))).toEqual({
      body: {
        name: '广东省 地铁工程 中标结果',
        keywords: ['盾构'],
        regionCodes: ['440000'],
        projectTypes: ['SUBWAY'],
        tradeCategories: [],
        engTypes: ['0104'],
        amountMin: 1_000_000,
        amountMax: null,
        digest: true,
        remindDays: null,
      },
    });
    expect(valuesOfSearch(NO_FILTERS, '字'.repeat(40)).name).toHaveLength(30);
  });
});
