import type { FastifyInstance } from 'fastify';
import { pointsCalls as calls } from '../../../shared/calls/points';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import type { AuthUser } from '../accounts/public';
import { fail } from '../../services/failure';
import { earnedByReason, listPointLedger } from './point-ledger';
import { consumptionRules, earningRules, signRule } from './point-rules';
import { openResidue, residues, updateResidue } from './residue';
import { signDays, signStatus, signToday } from './sign-in';

/** The ledger reasons each earning rule writes. */
const REASONS_OF_RULE: Record<string, readonly string[]> = { signIn: ['signIn', 'streakBonus'], invite: ['invite'] };

/** The session's user, who is the only one a points call works on: a body naming another is refused. */
async function ownUser(user: () => Promise<AuthUser>, named: string | undefined): Promise<string> {
  const { userId } = await user();
  if (named !== undefined && named !== userId) throw fail('points.notYours');
  return userId;
}

/** SPEC §7 points calls (/ai): sign-in, the ledger, the rules and the residueDegree quota. */
export default async function pointsRoutes(app: FastifyInstance) {
  registerCall(app, calls.getSignRule, async () => ok({ model: await signRule(app.db) }));
  registerCall(app, calls.getPointEarningRule, async () => ok({ list: await earningRules(app.db) }));
  registerCall(app, calls.getPointConsumptionRule, async () => ok({ list: await consumptionRules(app.db) }));

  registerCall(app, calls.continuSignResidue, async ({ user }) =>
    ok({ model: await signStatus(app.db, (await user()).userId, app.now()) }),
  );
  registerCall(app, calls.signDayList, async ({ body, user }) => ok(await signDays(app.db, (await user()).userId, app.now(), body?.month)));
  registerCall(app, calls.signDay, async ({ user }) => ok({ model: await signToday(app.db, (await user()).userId, app.now()) }));

  registerCall(app, calls.obtainMethod, async ({ user }) => {
    const earned = await earnedByReason(app.db, (await user()).userId);
    const list = (await earningRules(app.db)).map((rule) => {
      const sums = (REASONS_OF_RULE[rule.code] ?? [rule.code]).map((reason) => earned.get(reason) ?? { times: 0, points: 0 });
      // A streak bonus is paid with that day's sign-in, so the sign-in rule's times are its days only.
      return { ...rule, earnedTimes: sums[0]!.times, earnedPoints: sums.reduce((total, sum) => total + sum.points, 0) };
    });
    return ok({ list });
  });

  registerCall(app, calls.listPaged, async ({ body, user }) =>
    ok(await listPointLedger(app.db, await ownUser(user, body?.userId), body ?? {})),
  );

  registerCall(app, calls.residueCreate, async ({ body, user }) =>
    ok({ model: await openResidue(app.db, await ownUser(user, body.userId), body.kind, app.now()) }),
  );
  registerCall(app, calls.getResidue, async ({ body, user }) =>
    ok({ list: await residues(app.db, await ownUser(user, body?.userId), body?.kind) }),
  );
  registerCall(app, calls.updateResidue, async ({ body, user }) =>
    ok(await updateResidue(app.db, await ownUser(user, body.userId), body, app.now())),
  );
}
