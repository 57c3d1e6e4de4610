import { pointsCalls } from '../../../shared/calls/points';
import type { ApiClient } from '../../lib/api/api-client';
import { userCall } from '../../lib/api/user-call';

// The SPEC §7 points calls (shared/calls/points.ts) the personal centre's points panels make.

export const LEDGER_PAGE_SIZE = 10;
/** The ledger's page in the address, beside the other panels' query values. */
export const LEDGER_PAGE_PARAM = 'pointsPage';

export interface Session {
  api: ApiClient;
  token: string;
  /** The message when a failed call carries none. */
  fallback: string;
}

const quiet = (session: Session) => ({ silent: true, fallback: session.fallback });

/** The sign-in state and the signed days of this China month. */
export async function loadSignIn(session: Session) {
  const [status, days] = await Promise.all([
    userCall(session.api, pointsCalls.continuSignResidue, {}, session.token, quiet(session)),
    userCall(session.api, pointsCalls.signDayList, {}, session.token, quiet(session)),
  ]);
  return { status: status.model, month: days.month, today: days.today, signed: days.list };
}

export const signToday = (session: Session) => userCall(session.api, pointsCalls.signDay, {}, session.token, quiet(session)).then((answer) => answer.model);

export const loadLedger = (session: Session, page: number) =>
  userCall(session.api, pointsCalls.listPaged, { page, pageSize: LEDGER_PAGE_SIZE }, session.token, quiet(session));

/** The three rule calls are public and cached for the SPEC §9 lifetime, so every panel may ask for them. */
export async function loadRules(session: Session) {
  const [sign, earning, consumption] = await Promise.all([
    userCall(session.api, pointsCalls.getSignRule, {}, session.token, quiet(session)),
    userCall(session.api, pointsCalls.getPointEarningRule, {}, session.token, quiet(session)),
    userCall(session.api, pointsCalls.getPointConsumptionRule, {}, session.token, quiet(session)),
  ]);
  return { sign: sign.model, earning: earning.list, consumption: consumption.list };
}

export async function loadResidues(session: Session) {
  const [residues, rules] = await Promise.all([
    userCall(session.api, pointsCalls.getResidue, {}, session.token, quiet(session)),
    loadRules(session),
  ]);
  return { residues: residues.list, consumption: rules.consumption };
}

export const openResidue = (session: Session, kind: string) =>
  userCall(session.api, pointsCalls.residueCreate, { kind }, session.token, quiet(session)).then((answer) => answer.model);

export const exchangeResidue = (session: Session, kind: string, count: number) =>
  userCall(session.api, pointsCalls.updateResidue, { kind, delta: count }, session.token, quiet(session));
