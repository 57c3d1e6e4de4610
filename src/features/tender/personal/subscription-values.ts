import { KEYWORD_MAX, SUBSCRIPTION_LIST_MAX, type ProjectType, type TenderStage, type TradeCategory } from '../../../../shared/calls/enums';
import type { Subscription, SubscriptionInput } from '../../../../shared/calls/tender';
import { parseWan, wanToYuan, yuanToWan } from '../amount';
import type { TenderListState } from '../tender-route';

// The subscription form's values and the call body they make, checked as the API host would check them.

export const NAME_MAX = 30;

export interface SubscriptionValues {
  name: string;
  /** As typed: keywords separated by spaces, commas or enumeration commas. */
  keywords: string;
  regionCodes: string[];
  projectTypes: ProjectType[];
  tradeCategories: TradeCategory[];
  engTypes: TenderStage[];
  /** wan, as typed. */
  amountMin: string;
  amountMax: string;
  digest: boolean;
  /** Days before a favourited or followed notice's deadline to remind of it; '' for none. */
  remindDays: string;
}

export type SubscriptionError = 'nameRequired' | 'nameTooLong' | 'keywordTooLong' | 'tooManyKeywords' | 'tooManyRegions' | 'amountInvalid';
export type SubscriptionErrors = Partial<Record<'name' | 'keywords' | 'regions' | 'amount', SubscriptionError>>;

export const EMPTY_SUBSCRIPTION: SubscriptionValues = {
  name: '',
  keywords: '',
  regionCodes: [],
  projectTypes: [],
  tradeCategories: [],
  engTypes: [],
  amountMin: '',
  amountMax: '',
  digest: true,
  remindDays: '',
};

/** Half- and full-width commas, the enumeration comma, semicolons and any space separate keywords. */
const KEYWORD_SEPARATORS = /[\s,;\uFF0C\u3001\uFF1B]+/;

export function splitKeywords(text: string): string[] {
  return [...new Set(text.split(KEYWORD_SEPARATORS).filter(Boolean))];
}

/** A subscription as the form shows it. */
export function valuesOf(subscription: Subscription): SubscriptionValues {
  const wan = (yuan: number | null) => (yuan === null ? '' : String(yuanToWan(yuan)));
  return {
    name: subscription.name,
    keywords: subscription.keywords.join(' '),
    regionCodes: subscription.regionCodes,
    projectTypes: subscription.projectTypes,
    tradeCategories: subscription.tradeCategories,
    engTypes: subscription.engTypes,
    amountMin: wan(subscription.amountMin),
    amountMax: wan(subscription.amountMax),
    digest: subscription.digest,
    remindDays: subscription.remindDays === null ? '' : String(subscription.remindDays),
  };
}

/** A new subscription to what a search shows (its time filter aside: a subscription is about what comes next). */
export function valuesOfSearch(state: TenderListState, name: string): SubscriptionValues {
  return {
    ...EMPTY_SUBSCRIPTION,
    name: name.slice(0, NAME_MAX),
    keywords: state.keyword,
    regionCodes: state.regionCode ? [state.regionCode] : [],
    projectTypes: state.projectType !== 'ALL' ? [state.projectType] : [],
    tradeCategories: state.tradeCategory ? [state.tradeCategory] : [],
    engTypes: state.engType ? [state.engType] : [],
    amountMin: state.amountMin === undefined ? '' : String(state.amountMin),
    amountMax: state.amountMax === undefined ? '' : String(state.amountMax),
  };
}

/** The call body of the form's values, or what is wrong with them. */
export function subscriptionBody(values: SubscriptionValues): { body: SubscriptionInput } | { errors: SubscriptionErrors } {
  const errors: SubscriptionErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong';
  const keywords = splitKeywords(values.keywords);
  if (keywords.some((keyword) => keyword.length > KEYWORD_MAX)) errors.keywords = 'keywordTooLong';
  else if (keywords.length > SUBSCRIPTION_LIST_MAX) errors.keywords = 'tooManyKeywords';
  if (values.regionCodes.length > SUBSCRIPTION_LIST_MAX) errors.regions = 'tooManyRegions';
  const min = parseWan(values.amountMin);
  const max = parseWan(values.amountMax);
  if (min === 'invalid' || max === 'invalid' || (min !== undefined && max !== undefined && min > max)) errors.amount = 'amountInvalid';
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      name,
      keywords,
      regionCodes: values.regionCodes,
      projectTypes: values.projectTypes,
      tradeCategories: values.tradeCategories,
      engTypes: values.engTypes,
      amountMin: typeof min === 'number' ? wanToYuan(min) : null,
      amountMax: typeof max === 'number' ? wanToYuan(max) : null,
      digest: values.digest,
      remindDays: values.remindDays ? Number(values.remindDays) : null,
    },
  };
}
