import type { CallBody } from '../../../shared/calls/define-call';
import type { LibraryType } from '../../../shared/calls/enums';
import { libraryCalls } from '../../../shared/calls/library';
import { loadCall, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import type { ApiClient } from '../../lib/api/api-client';

// The library calls of SPEC §7 (shared/calls/library.ts): categories, project-type counts, lists and documents.

export const PAGE_SIZE = 10;

export const loadCategories = (args: ContentArgs, catType: LibraryType) => loadCall(args, libraryCalls.catTree, { catType });

export const loadProjectTypeCounts = (args: ContentArgs, catType: LibraryType, catId?: number) =>
  loadCall(args, libraryCalls.comBucket, { catType, catId });

export const loadDocs = (args: ContentArgs, body: CallBody<typeof libraryCalls.docListPaged>) =>
  loadCall(args, libraryCalls.docListPaged, { pageSize: PAGE_SIZE, ...body });

/** A console preview link's ticket (`?preview=`) goes along. */
export const loadDoc = (args: ContentArgs, docType: LibraryType, id: number) =>
  loadCall(args, libraryCalls.docGet, { docType, id, preview: previewTicketOf(args) });

/** Whether this caller may download the full text, and if so the one-time address of the file. */
export const checkDocDownload = (api: ApiClient, docType: LibraryType, id: number, token?: string) =>
  api.call(libraryCalls.docCheckLogin, { docType, id }, { token });
