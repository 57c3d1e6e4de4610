import type {
  CategoryTreeResponse,
  CheckLoginResponse,
  ComBucketResponse,
  DocGetResponse,
  DocListRequest,
  DocListResponse,
  LibraryType,
} from '../../../shared/library-contract';
import { fetchContent, NEWS_PUB, type ContentArgs } from '../../engine/content/load-content';
import type { ApiClient } from '../../lib/api/api-client';

// The library calls of SPEC §7 (shared/library-contract.ts): categories, project-type counts, lists and documents.

export const PAGE_SIZE = 10;

export const loadCategories = (args: ContentArgs, catType: LibraryType) =>
  fetchContent<CategoryTreeResponse>(args, '/cat/dir/getTree', { catType });

export const loadProjectTypeCounts = (args: ContentArgs, catType: LibraryType, catId?: number) =>
  fetchContent<ComBucketResponse>(args, '/cat/dir/getComBucket', { catType, catId });

export const loadDocs = (args: ContentArgs, body: DocListRequest) =>
  fetchContent<DocListResponse>(args, `${NEWS_PUB}/docListPaged`, { pageSize: PAGE_SIZE, ...body });

export const loadDoc = (args: ContentArgs, docType: LibraryType, id: number) =>
  fetchContent<DocGetResponse>(args, `${NEWS_PUB}/doc/get`, { docType, id });

/** Whether this caller may download the full text, and if so the one-time address of the file. */
export const checkDocDownload = (api: ApiClient, docType: LibraryType, id: number, token?: string) =>
  api.post<CheckLoginResponse>(`${NEWS_PUB}/doc/checkLogin`, { docType, id }, { token });
