import { AI_TOOLS, type AiTool } from '../../../../shared/calls/ai-tools';
import { settle } from '../../../engine/content/load-content';
import { hrefOf } from '../../../engine/href';
import type { PageLoadArgs } from '../../../engine/page-load';
import { loadTools, type ToolsCatalogue } from '../shared/tools-api';
import type { Settled } from '../../../lib/api/call-state';

/** Where each tool is used: the chat tools in a conversation, the others on their own pages. */
export function toolEntryHref(tool: AiTool): string {
  switch (tool) {
    case 'writing':
    case 'standards':
      return hrefOf('Conversation', {}, { tool });
    case 'paper':
      return hrefOf('AiPaperIndex');
    case 'tender':
      return hrefOf('AiTenderCreate');
    case 'contract':
      return hrefOf('contract');
  }
}

export const isTool = (value: string | null | undefined): value is AiTool => AI_TOOLS.some((tool) => tool === value);

export interface CatalogueData {
  catalogue: Settled<ToolsCatalogue>;
}

/** The catalogue row for the page's first render (public and cached, so it is in the server's HTML). */
export async function loadCatalogue(args: PageLoadArgs): Promise<CatalogueData> {
  return { catalogue: await settle(loadTools(args.api)) };
}
