import { helpCalls } from '../../../shared/calls/help';
import { searchCalls } from '../../../shared/calls/search';
import { loadCall, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import { visitorId } from '../../lib/visitor-id';

// The help centre's calls (shared/calls/help.ts) as its pages load them.

export const PAGE_SIZE = 10;

export const loadHelpTree = (args: ContentArgs) => loadCall(args, helpCalls.catTree, {});

export const loadHelpList = (args: ContentArgs, catId: number | undefined, page: number) =>
  loadCall(args, helpCalls.listPaged, { catId, page, pageSize: PAGE_SIZE });

/**
 * An article by the key its address carries; a view counts once a day per visitor (the server render's: its
 * address). A console preview link's ticket (`?preview=`) goes along with an id, and then nothing is counted.
 */
export function loadHelpArticle(args: ContentArgs, key: { id: number } | { resNumber: string } | { shareId: string }) {
  const visitor = visitorId();
  if ('id' in key) return loadCall(args, helpCalls.get, { id: key.id, visitorId: visitor, preview: previewTicketOf(args) });
  if ('resNumber' in key) return loadCall(args, helpCalls.getByNumber, { resNumber: key.resNumber, visitorId: visitor });
  return loadCall(args, helpCalls.getByShare, { shareId: key.shareId, visitorId: visitor });
}

/** Help articles of the site search (type help), paged. */
export const searchHelp = (args: ContentArgs, keyword: string, page: number) =>
  loadCall(args, searchCalls.search, { keyword, type: 'help', page, pageSize: PAGE_SIZE });
