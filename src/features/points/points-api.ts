import { pointsCalls } from '../../../shared/calls/points';
import type { ApiClient } from '../../lib/api/api-client';

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

const quiet = (session: Session) => ({ token: session.token, silent: true });

/** The sign-in state and the signed days of this China month. */
export async function loadSignIn(session: Session) {
  const [status, days] = await Promise.all([
    session.api.call(pointsCalls.continuSignResidue, {}, quiet(session)),
    session.api.call(pointsCalls.signDayList, {}, quiet(session)),
  ]);
  return { status: status.model, month: days.month, today: days.today, signed: days.list };
}

export const signToday = (session: Session) => session.api.call(pointsCalls.signDay, {}, quiet(session)).then((answer) => answer.model);

export const loadLedger = (session: Session, page: number) =>
  session.api.call(pointsCalls.listPaged, { page, pageSize: LEDGER_PAGE_SIZE }, quiet(session));

/**
 * The rules: sign-in and the quota prices from the public rule calls (cached for the SPEC §9 lifetime, so every panel
 * may ask for them), and the ways to earn as obtainMethod answers them for this user, with what each earned so far.
 */
export async function loadRules(session: Session) {
  const [sign, earning, consumption] = await Promise.all([
    session.api.call(pointsCalls.getSignRule, {}, quiet(session)),
    session.api.call(pointsCalls.obtainMethod, {}, quiet(session)),
    session.api.call(pointsCalls.getPointConsumptionRule, {}, quiet(session)),
  ]);
  return { sign: sign.model, earning: earning.list, consumption: consumption.list };
}

export async function loadResidues(session: Session) {
  const [residues, rules] = await Promise.all([session.api.call(pointsCalls.getResidue, {}, quiet(session)), loadRules(session)]);
  return { residues: residues.list, consumption: rules.consumption };
}

export const openResidue = (session: Session, kind: string) =>
  session.api.call(pointsCalls.residueCreate, { kind }, quiet(session)).then((answer) => answer.model);

export const exchangeResidue = (session: Session, kind: string, count: number) =>
  session.api.call(pointsCalls.updateResidue, { kind, delta: count }, quiet(session));
