import type { Writing, WritingTool } from '../../../../shared/calls/ai-tools';
import { CallRefused } from '../../../lib/api/call-refused';
import { loadWriting, type AiSession } from './writings-api';

const NOT_FOUND = '40400';

/** The user's own writing of that tool, or null when there is none: another user's, a missing one, or another tool's. */
export async function loadOwnWriting(session: AiSession, id: number | null, tool: WritingTool): Promise<Writing | null> {
  if (id === null) return null;
  try {
    const writing = await loadWriting(session, id);
    return writing.tool === tool ? writing : null;
  } catch (error) {
    if (error instanceof CallRefused && error.code === NOT_FOUND) return null;
    throw error;
  }
}
