import type { CallBody } from '../../../shared/calls/define-call';
import { downloadCalls } from '../../../shared/calls/downloads';
import { loadCall, type ContentArgs } from '../../engine/content/load-content';
import type { ApiClient } from '../../lib/api/api-client';

// The download-area calls of SPEC §7 (shared/calls/downloads.ts).

export const PAGE_SIZE = 10;

export const loadDirs = (args: ContentArgs) => loadCall(args, downloadCalls.dirTree, {});

export const loadDownloads = (args: ContentArgs, body: Omit<NonNullable<CallBody<typeof downloadCalls.listPaged>>, 'pageSize'>) =>
  loadCall(args, downloadCalls.listPaged, { ...body, pageSize: PAGE_SIZE });

export const loadTopDownloads = (args: ContentArgs) => loadCall(args, downloadCalls.topDownload, {});

/** Whether this caller may download the file, and if so its one-time address. */
export const checkDownload = (api: ApiClient, id: number, token?: string) => api.call(downloadCalls.checkLogin, { id }, { token });
