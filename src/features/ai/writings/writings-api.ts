import { aiToolCalls, type TenderForm, type WritingSection, type WritingTool } from '../../../../shared/calls/ai-tools';
import { callUrl } from '../../../../shared/calls/define-call';
import type { ApiClient } from '../../../lib/api/api-client';
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

const quiet = (session: AiSession) => ({ token: session.token, silent: true });

export const loadWritings = (session: AiSession, page: number, tool?: WritingTool) =>
  session.api.call(aiToolCalls.writings, { page, pageSize: WRITINGS_PAGE_SIZE, ...(tool ? { tool } : {}) }, quiet(session));

export const loadWriting = (session: AiSession, id: number) =>
  session.api.call(aiToolCalls.writing, { id }, quiet(session)).then((answer) => answer.model);

export const createPaper = (session: AiSession, title: string, field: string) =>
  session.api.call(aiToolCalls.createWriting, { tool: 'paper', title, field }, quiet(session)).then((answer) => answer.model);

export const createTender = (session: AiSession, title: string, tender: TenderForm) =>
  session.api.call(aiToolCalls.createWriting, { tool: 'tender', title, tender }, quiet(session)).then((answer) => answer.model);

export const saveWriting = (session: AiSession, id: number, title: string, sections: WritingSection[]) =>
  session.api.call(aiToolCalls.saveWriting, { id, title, sections }, quiet(session)).then((answer) => answer.model);

export const deleteWriting = (session: AiSession, id: number) => session.api.call(aiToolCalls.deleteWriting, { id }, quiet(session));

export const readContract = (session: AiSession, fileName: string, contentBase64: string) =>
  session.api.call(aiToolCalls.readContract, { fileName, contentBase64 }, quiet(session)).then((answer) => answer.text);

export const reviewContract = (session: AiSession, title: string, text: string) =>
  session.api.call(aiToolCalls.reviewContract, { title, text }, quiet(session)).then((answer) => answer.model);

/** Downloads the writing as .docx (exportWriting). Resolves false when the server refused it. */
export function exportWriting(apiBase: string, tenantId: string, token: string, id: number, fallbackName: string): Promise<boolean> {
  return downloadPostedFile(`${apiBase}${callUrl(aiToolCalls.exportWriting)}`, { id }, { token, tenantId }, DOCX_TYPE, fallbackName);
}
