import type { accountRefusals } from '../../../shared/calls/account-refusals';
import { fail, type FailureVars } from '../../services/failure';

type ShortName<Reason> = Reason extends `account.${infer Name}` ? Name : never;
type AccountReason = ShortName<keyof typeof accountRefusals>;

/** An account refusal by its short name (shared/calls/account-refusals.ts). */
export const accountFailure = (reason: AccountReason, vars?: FailureVars, fields?: Record<string, unknown>) =>
  fail(`account.${reason}`, vars, fields);
