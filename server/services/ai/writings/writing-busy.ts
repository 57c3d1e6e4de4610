import type { Queryable } from '../../../db/database';
import { fail } from '../../failure';
import { GenerationClaims } from '../generation-claims';

// One generation at a time per writing. A section another process is drafting shows as a streaming section
// whose writing changed lately (a draft saves as it goes, so a streaming status left by a process that died
// stops counting after a while).

const drafting = new GenerationClaims(() => fail('aiWriting.busy'));
/** A streaming section older than this is a leftover, not a running draft. */
const STALE_MS = 2 * 60_000;

/** Claims the writing for one generation (44002 when it is being drafted); `release` ends the claim. */
export async function claimWriting(db: Queryable, id: number, at: Date): Promise<{ release: () => void }> {
  const release = await drafting.claim(id, async () => {
    const rows = await db.query(`SELECT 1 FROM ai_writings WHERE id = $1 AND updated_at > $2 AND sections @> '[{"status": "streaming"}]'::jsonb`, [
      id,
      new Date(at.getTime() - STALE_MS),
    ]);
    return rows.length > 0;
  });
  return { release };
}

/** Whether this process is drafting the writing now (the user's saves wait for it). */
export const isDrafting = (id: number) => drafting.has(id);
