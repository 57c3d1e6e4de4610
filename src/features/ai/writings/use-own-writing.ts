import type { WritingTool } from '../../../../shared/calls/ai-tools';
import { loadOwnWriting } from './load-own-writing';
import { useWritingSession } from './use-writing-session';
import { useCall } from '../../../engine/use-call';

/** The user's own writing of `tool` by id (null: not theirs, missing, or a malformed id), with the session. */
export function useOwnWriting(id: number | null, tool: WritingTool) {
  const { session, apiBase, tenantId } = useWritingSession();
  const load = useCall(
    session && id !== null ? () => loadOwnWriting(session, id, tool) : id === null ? () => Promise.resolve(null) : null,
    [session, id, tool],
  );
  return { ...load, session, apiBase, tenantId };
}
