import type { Queryable } from '../../db/database';
import { changePoints } from './point-ledger';
import { earningPoints } from './point-rules';

/**
 * The inviter earns the invite rule's points for a colleague who registered through their link: once per
 * colleague (point_ledger's unique invite reference). Run it in the transaction that registers the colleague.
 */
export async function awardInvitePoints(tx: Queryable, inviterId: string, inviteeId: string, at: Date): Promise<void> {
  const points = await earningPoints(tx, 'invite');
  if (points <= 0 || inviterId === inviteeId) return;
  const [done] = await tx.query("SELECT 1 FROM point_ledger WHERE reason = 'invite' AND reference = $1", [inviteeId]);
  if (done) return;
  await changePoints(tx, { userId: inviterId, delta: points, reason: 'invite', reference: inviteeId, at });
}
