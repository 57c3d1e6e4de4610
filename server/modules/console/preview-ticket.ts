import type { Queryable } from '../../db/database';
import { peekTicket } from '../accounts/public';
import type { PreviewTicketData } from './editorial-routes';

/**
 * Whether `ticket` is a good preview link of this item: its page then shows it published or not, to whoever has
 * the link, until the ticket expires (PREVIEW_MINUTES). The ticket is read, not spent.
 */
export async function previews(db: Queryable, ticket: string | undefined, itemType: string, id: number): Promise<boolean> {
  if (!ticket) return false;
  const data = (await peekTicket(db, 'preview', ticket))?.data as Partial<PreviewTicketData> | undefined;
  return data?.itemType === itemType && data.id === id;
}
