import type { PageModule } from '../../engine/route-types';

/**
 * The page of each AI route, loaded with it. Routes not listed yet show the catalogue of the tools.
 * Add a route as `routeName: () => import('./…-page')`.
 */
const AI_PAGES: Partial<Record<string, () => Promise<PageModule>>> = {
  aiToolList: () => import('./catalogue/ai-tool-list-page'),
  aiToolDetail: () => import('./catalogue/ai-tool-detail-page'),
  Conversation: () => import('./chat/conversation-page'),
  aiWriteList: () => import('./writings/write-list-page'),
  AiPaperIndex: () => import('./paper/paper-index-page'),
  AiPaperCreate: () => import('./paper/paper-create-page'),
  AiPaperDetail: () => import('./paper/paper-detail-page'),
  AiPaperEdit: () => import('./paper/paper-edit-page'),
  AiTenderCreate: () => import('./tender/tender-create-page'),
  contract: () => import('./contract/contract-page'),
};

export function aiPage(routeName: string): Promise<PageModule> {
  const load = AI_PAGES[routeName] ?? (() => import('./catalogue/ai-tool-list-page'));
  return load();
}
