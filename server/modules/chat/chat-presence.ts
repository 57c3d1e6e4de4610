import type { Queryable } from '../../db/database';
import { PRESENCE_FRESH_SECONDS, notifyConversationChanged, openConversationOf } from './chat-conversations';

/** How often a process refreshes the presence of its guests (well inside PRESENCE_FRESH_SECONDS). */
export const PRESENCE_REFRESH_MS = 30_000;

/**
 * Which guests have a socket open on this process, written to chat_presence so that the desk on any process
 * can say who is online. A change of online state is told to the desk when the guest has an open conversation.
 */
export class ChatPresence {
  private readonly sockets = new Map<string, { tenantId: string; count: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly processId: string,
  ) {}

  async join(tenantId: string, guestId: string): Promise<void> {
    const entry = this.sockets.get(guestId) ?? { tenantId, count: 0 };
    entry.count += 1;
    this.sockets.set(guestId, entry);
    await this.write(guestId, entry.count);
    if (entry.count === 1) await this.announce(tenantId, guestId);
  }

  async leave(guestId: string): Promise<void> {
    const entry = this.sockets.get(guestId);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return this.write(guestId, entry.count);
    this.sockets.delete(guestId);
    await this.db.query('DELETE FROM chat_presence WHERE guest_id = $1 AND process_id = $2', [guestId, this.processId]);
    await this.announce(entry.tenantId, guestId);
  }

  /** One statement for every guest of this process; rows of processes gone quiet are dropped too. */
  async refresh(): Promise<void> {
    const guests = [...this.sockets];
    if (guests.length) {
      await this.db.query(
        `INSERT INTO chat_presence (guest_id, process_id, sockets, seen_at)
         SELECT g, $2, s, now() FROM unnest($1::uuid[], $3::int[]) AS t(g, s)
         ON CONFLICT (guest_id, process_id) DO UPDATE SET sockets = EXCLUDED.sockets, seen_at = now()`,
        [guests.map(([id]) => id), this.processId, guests.map(([, entry]) => entry.count)],
      );
    }
    await this.db.query(`DELETE FROM chat_presence WHERE seen_at < now() - make_interval(secs => $1)`, [PRESENCE_FRESH_SECONDS * 4]);
  }

  async clear(): Promise<void> {
    this.sockets.clear();
    await this.db.query('DELETE FROM chat_presence WHERE process_id = $1', [this.processId]);
  }

  private async write(guestId: string, count: number): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_presence (guest_id, process_id, sockets, seen_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (guest_id, process_id) DO UPDATE SET sockets = EXCLUDED.sockets, seen_at = now()`,
      [guestId, this.processId, count],
    );
  }

  private async announce(tenantId: string, guestId: string): Promise<void> {
    const conversationId = await openConversationOf(this.db, tenantId, guestId);
    if (conversationId !== null) await notifyConversationChanged(this.db, conversationId, tenantId, '');
  }
}
