import type { Writing } from '../../../../shared/calls/ai-tools';
import type { Database, Queryable } from '../../../db/database';
import { fail } from '../../../services/failure';
import { claimGeneration, isClaimed, settleLapsed, type ClaimDeps, type GenerationClaim } from '../generation-claims';
import { getWriting } from './writing-store';

// One generation at a time per writing, outline or section, in any process: the writing's claim
// (generation-claims.ts). A section left streaming by a process that died shows as interrupted.

const subject = (id: number) => ({ kind: 'writing' as const, id });

/** Claims the writing for one generation (44002 while another process or request drafts it). */
export function claimWriting(deps: ClaimDeps, id: number): Promise<GenerationClaim> {
  return claimGeneration(deps, subject(id), () => fail('aiWriting.busy'));
}

/** Whether the writing is being drafted now, here or elsewhere (the user's saves wait for it). */
export const isDrafting = (db: Queryable, id: number) => isClaimed(db, subject(id));

/** The user's writing as shown: sections left streaming by a process that died are settled as interrupted first. */
export async function currentWriting(db: Database, userId: string, id: number): Promise<Writing> {
  const writing = await getWriting(db, userId, id);
  if (!writing.sections.some((section) => section.status === 'streaming')) return writing;
  await settleLapsed(db, subject(id));
  return getWriting(db, userId, id);
}
