import { ERROR_CODES as E } from '../api-contract';
import { accountRefusals } from './account-refusals';
import { aiRefusals, aiWritingRefusals } from './ai-tools';
import { analyticsRefusals } from './analytics';
import { bookingRefusals } from './booking';
import { chatRefusals } from './chat';
import { consoleRefusals } from './console';
import { defineRefusals } from './define-refusals';
import { devRefusals } from './dev';
import { downloadRefusals } from './downloads';
import { helpRefusals } from './help';
import { jobRefusals } from './jobs';
import { learningRefusals } from './learning';
import { libraryRefusals } from './library';
import { mediaRefusals } from './media';
import { newsRefusals } from './news';
import { pointsRefusals } from './points';
import { productRefusals } from './product';
import { siteRefusals } from './site';
import { tenderRefusals } from './tender';
import { traceRefusals } from './trace';

/** Refusals of no one area (their msg: locales/zh-cn/server.json). */
export const commonRefusals = defineRefusals('', {
  /** No valid bearer session on a call that needs one. */
  unauthorized: { code: E.unauthorized, status: 401, text: 'account.sessionExpired' },
  /** A session without the role a call needs. */
  forbidden: { code: E.forbidden, status: 403 },
  /** A request field breaks a rule the schema cannot express; vars: rule, field, limit (its msg names them). */
  invalidField: { code: E.invalid, text: 'invalidRequest' },
  contentNotFound: { code: E.notFound },
});

/** Every refusal of the API host by its reason: the areas' tables (shared/calls/<area>.ts) together. */
export const REFUSALS = {
  ...commonRefusals,
  ...siteRefusals,
  ...newsRefusals,
  ...consoleRefusals,
  ...libraryRefusals,
  ...downloadRefusals,
  ...mediaRefusals,
  ...jobRefusals,
  ...tenderRefusals,
  ...productRefusals,
  ...learningRefusals,
  ...helpRefusals,
  ...devRefusals,
  ...accountRefusals,
  ...chatRefusals,
  ...bookingRefusals,
  ...pointsRefusals,
  ...traceRefusals,
  ...analyticsRefusals,
  ...aiRefusals,
  ...aiWritingRefusals,
};

export type RefusalReason = keyof typeof REFUSALS;
