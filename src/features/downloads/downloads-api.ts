import type {
  CheckLoginResponse,
  DownloadListRequest,
  DownloadListResponse,
  DownloadTreeResponse,
  TopDownloadResponse,
} from '../../../shared/library-contract';
import { fetchContent, NEWS_PUB, type ContentArgs } from '../../engine/content/load-content';
import type { ApiClient } from '../../lib/api/api-client';

// The download-area calls of SPEC §7 (shared/library-contract.ts).

export const PAGE_SIZE = 10;

export const loadDirs = (args: ContentArgs) => fetchContent<DownloadTreeResponse>(args, `${NEWS_PUB}/download/dir/getTree`, {});

export const loadDownloads = (args: ContentArgs, body: DownloadListRequest) =>
  fetchContent<DownloadListResponse>(args, `${NEWS_PUB}/download/listPaged`, { ...body, pageSize: PAGE_SIZE });

export const loadTopDownloads = (args: ContentArgs) => fetchContent<TopDownloadResponse>(args, `${NEWS_PUB}/download/topDownload`, {});

/** Whether this caller may download the file, and if so its one-time address. */
export const checkDownload = (api: ApiClient, id: number, token?: string) =>
  api.post<CheckLoginResponse>(`${NEWS_PUB}/download/checkLogin`, { id }, { token });
