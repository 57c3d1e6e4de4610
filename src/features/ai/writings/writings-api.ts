import { aiToolCalls, type TenderForm, type WritingSection, type WritingTool } from '../../../../shared/calls/ai-tools';
import { callUrl } from '../../../../shared/calls/define-call';
import type { ApiClient } from '../../../lib/api/api-client';
import { userCall } from '../../../lib/api/user-call';
import { downloadPostedFile } from '../../../lib/download-file';

// The writings calls (shared/calls/ai-tools.ts) the writing pages make; `draft` streams through
// the shared event-stream client instead.

export const WRITINGS_PAGE_SIZE = 10;
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface AiSession {
  api: ApiClient;
  token: string;
  /** The message when a failed call carries none. */
  fallback: string;
}

const quiet = (session: AiSession) => ({ silent: true, fallback: session.fallback });

export const loadWritings = (session: AiSession, page: number, tool?: WritingTool) =>
  userCall(session.api, aiToolCalls.writings, { page, pageSize: WRITINGS_PAGE_SIZE, ...(tool ? { tool } : {}) }, session.token, quiet(session));

export const loadWriting = (session: AiSession, id: number) =>
  userCall(session.api, aiToolCalls.writing, { id }, session.token, quiet(session)).then((answer) => answer.model);

export const createPaper = (session: AiSession, title: string, field: string) =>
  userCall(session.api, aiToolCalls.createWriting, { tool: 'paper', title, field }, session.token, quiet(session)).then((answer) => answer.model);

export const createTender = (session: AiSession, title: string, tender: TenderForm) =>
  userCall(session.api, aiToolCalls.createWriting, { tool: 'tender', title, tender }, session.token, quiet(session)).then((answer) => answer.model);

export const saveWriting = (session: AiSession, id: number, title: string, sections: WritingSection[]) =>
  userCall(session.api, aiToolCalls.saveWriting, { id, title, sections }, session.token, quiet(session)).then((answer) => answer.model);

export const deleteWriting = (session: AiSession, id: number) => userCall(session.api, aiToolCalls.deleteWriting, { id }, session.token, quiet(session));

export const readContract = (session: AiSession, fileName: string, contentBase64: string) =>
  userCall(session.api, aiToolCalls.readContract, { fileName, contentBase64 }, session.token, quiet(session)).then((answer) => answer.text);

export const reviewContract = (session: AiSession, title: string, text: string) =>
  userCall(session.api, aiToolCalls.reviewContract, { title, text }, session.token, quiet(session)).then((answer) => answer.model);

/** Downloads the writing as .docx (exportWriting). Resolves false when the server refused it. */
export function exportWriting(apiBase: string, tenantId: string, token: string, id: number, fallbackName: string): Promise<boolean> {
  return downloadPostedFile(`${apiBase}${callUrl(aiToolCalls.exportWriting)}`, { id }, { token, tenantId }, DOCX_TYPE, fallbackName);
}
