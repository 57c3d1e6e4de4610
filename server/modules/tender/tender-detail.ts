import type { OperationKind } from '../../../shared/calls/user-content';
import type { TenderDetail, TenderOperations, TenderStageRef } from '../../../shared/calls/tender';
import type { Database, Queryable } from '../../db/database';
import { countDailyRead, type ReadCaps, type Reader } from '../../services/daily-reads';
import { iso, type Count } from '../../services/paging';
import { sanitizeBody } from '../../services/sanitize';
import { recordRead } from '../user-content/public';
import { fail } from '../../services/failure';
import { ATTACHMENT_COLUMNS, attachmentList, toNoticeSource, type NoticeRow } from './attachments/tender-attachments';
import { LIST_COLUMNS, LIST_JOINS, TENDER_BIZ_TYPE, toListItem, type ListRow } from './tender-rows';

// One tender (SPEC §7 getByBidId, checkLogin, stats, and the praise and favourite of pub/userOperation):
// a visitor gets the summary, a logged-in caller the body, attachments and the project's stages too.

const notFound = () => fail('tenderNotFound');

/** An existing tender, or 40400. */
export async function requireTender(db: Queryable, id: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM tenders WHERE id = $1', [id]);
  if (!row) throw notFound();
}

const OPERATED = (kind: OperationKind) =>
  `EXISTS (SELECT 1 FROM user_operations u WHERE u.user_id = $2 AND u.biz_type = '${TENDER_BIZ_TYPE}' AND u.biz_id = t.id AND u.kind = '${kind}')`;
const COUNT_OF = (kind: OperationKind) =>
  `(SELECT count(*) FROM user_operations u WHERE u.biz_type = '${TENDER_BIZ_TYPE}' AND u.biz_id = t.id AND u.kind = '${kind}')`;

interface OperationRow {
  praised: boolean;
  favorited: boolean;
  followed: boolean;
  praise_count: Count;
}

/** The operation fields of tenders `t` for the user of $2 (a visitor's $2 is null: all false). */
const OPERATION_COLUMNS = `${OPERATED('praise')} AS praised, ${OPERATED('favorite')} AS favorited,
  EXISTS (SELECT 1 FROM user_bid_orgs f WHERE f.user_id = $2 AND f.org_id = t.org_id) AS followed,
  ${COUNT_OF('praise')} AS praise_count`;

const toOperations = (row: OperationRow): TenderOperations => ({
  praised: row.praised,
  favorited: row.favorited,
  followed: row.followed,
  praiseCount: Number(row.praise_count),
});

interface DetailRow extends ListRow, OperationRow, Pick<NoticeRow, 'attachment_urls' | 'attachment_files'> {
  content: string;
  attachments: string[];
  read_count: number;
  stages: { id: number; eng_type: TenderStageRef['engType']; title: string; publish_time: string }[] | null;
  winners: { id: number; name: string; amount: number | string | null }[] | null;
  original_url: string | null;
}

/** A tender as `userId` may see it: everything for a logged-in caller, the summary (locked) for a visitor. */
export async function getTender(db: Queryable, id: number, userId: string | null): Promise<TenderDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${LIST_COLUMNS}, ${OPERATION_COLUMNS}, t.content, ${ATTACHMENT_COLUMNS}, t.read_count,
       (SELECT json_agg(json_build_object('id', s.id, 'eng_type', s.eng_type, 'title', s.title, 'publish_time', s.publish_time)
          ORDER BY s.publish_time, s.id) FROM tenders s WHERE s.project_key = t.project_key) AS stages,
       (SELECT json_agg(json_build_object('id', w.org_id, 'name', wo.name, 'amount', w.amount) ORDER BY w.rank, w.org_id)
          FROM tender_parties w JOIN bid_orgs wo ON wo.id = w.org_id WHERE w.tender_id = t.id AND w.role = 'winner') AS winners,
       t.original_url
     FROM tenders t ${LIST_JOINS} WHERE t.id = $1`,
    [id, userId],
  );
  if (!row) throw notFound();
  const locked = userId === null;
  return {
    ...toListItem(row),
    ...toOperations(row),
    locked,
    // Sanitised again on the way out, as news bodies are: rows not written by the seed must not reach a page raw.
    content: locked ? '' : sanitizeBody(row.content),
    attachments: locked ? [] : await attachmentList(toNoticeSource(row)),
    stages: locked
      ? []
      : (row.stages ?? []).map((stage) => ({
          id: stage.id,
          engType: stage.eng_type,
          title: stage.title,
          publishTime: iso(stage.publish_time),
        })),
    readCount: row.read_count,
    winners: (row.winners ?? []).map((w) => ({ id: w.id, name: w.name, amount: w.amount === null ? null : Number(w.amount) })),
    originalUrl: row.original_url && /^https?:\/\//i.test(row.original_url) ? row.original_url : null,
  };
}

/** The caller's praise, favourite and follow of a tender, or 40400. */
export async function tenderOperations(db: Queryable, userId: string, id: number): Promise<TenderOperations> {
  const [row] = await db.query<OperationRow>(`SELECT ${OPERATION_COLUMNS} FROM tenders t WHERE t.id = $1`, [id, userId]);
  if (!row) throw notFound();
  return toOperations(row);
}

/** Sets or clears a praise or favourite of a user on a tender; idempotent. */
export async function setTenderOperation(
  db: Database,
  userId: string,
  id: number,
  kind: OperationKind,
  on: boolean,
): Promise<TenderOperations> {
  await requireTender(db, id);
  if (on) {
    await db.query(
      `INSERT INTO user_operations (user_id, biz_type, biz_id, kind) SELECT $1, '${TENDER_BIZ_TYPE}', t.id, $3 FROM tenders t WHERE t.id = $2
       ON CONFLICT DO NOTHING`,
      [userId, id, kind],
    );
  } else {
    await db.query(`DELETE FROM user_operations WHERE user_id = $1 AND biz_type = '${TENDER_BIZ_TYPE}' AND biz_id = $2 AND kind = $3`, [
      userId,
      id,
      kind,
    ]);
  }
  return tenderOperations(db, userId, id);
}

/** A tender's public counters, or 40400. */
export async function tenderStats(db: Queryable, id: number): Promise<{ readCount: number; praiseCount: number; favoriteCount: number }> {
  const [row] = await db.query<{ read_count: number; praise_count: Count; favorite_count: Count }>(
    `SELECT t.read_count, ${COUNT_OF('praise')} AS praise_count, ${COUNT_OF('favorite')} AS favorite_count FROM tenders t WHERE t.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return { readCount: row.read_count, praiseCount: Number(row.praise_count), favoriteCount: Number(row.favorite_count) };
}

/**
 * A tender as its reader may see it (getTender), its read counted once a day per reader (content/daily-reads.ts)
 * and, for a logged-in reader, put at the top of their reading history. An unknown tender stores nothing.
 */
export async function readTender(db: Queryable, id: number, reader: Reader, caps: ReadCaps): Promise<TenderDetail> {
  const model = await getTender(db, id, reader.userId);
  const counted = await countDailyRead(db, { bizType: TENDER_BIZ_TYPE, table: 'tenders' }, id, reader, caps);
  if (reader.userId) await recordRead(db, reader.userId, TENDER_BIZ_TYPE, id);
  return counted ? { ...model, readCount: model.readCount + 1 } : model;
}
