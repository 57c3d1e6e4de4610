import { sql } from 'kysely';
import type { CallBody } from '../../../shared/calls/define-call';
import { RESTORE_DAYS, type EditorialNews, type EditorialState, type consoleCalls } from '../../../shared/calls/console';
import type { Database, Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { fail } from '../../services/failure';
import { sanitizeBody, sanitizeText } from '../../services/sanitize';
import { checkItem, checkTenantChange, type Editor } from './access';
import { changedFields, writeAudit } from './audit';
import { readNews, toEditorialNews, type NewsRow } from './editorial-news';

// Every editorial write: one transaction that locks the item, checks the editor's tenants, writes, bumps the
// item's version and records the change in the audit log. The content version (pages, sitemap) and the
// search queue follow from the news table's triggers (migrations 005, 006, 025).

export const NEWS_ITEM = 'news';
const DAY_MS = 86_400_000;

type Fields = Omit<NonNullable<CallBody<typeof consoleCalls.newsUpdate>>, 'id' | 'version'>;
type Snapshot = Omit<EditorialNews, 'updatedAt' | 'readCount'>;

export interface WriteContext {
  db: Database;
  editor: Editor;
  now: Date;
  /** Whether a tenant id names a known tenant. */
  knownTenant: (id: string) => boolean;
}

const snapshot = ({ updatedAt: _u, readCount: _r, ...rest }: EditorialNews): Snapshot => rest;

/** The fields as stored: bodies to the allow-list, titles and summaries to plain text. */
function cleaned(fields: Fields): Fields {
  const text = (value: string | undefined) => (value === undefined ? undefined : sanitizeText(value));
  const out: Fields = {
    ...fields,
    title: text(fields.title),
    viceTitle: text(fields.viceTitle),
    memo: text(fields.memo),
    source: text(fields.source),
    authorName: text(fields.authorName),
    seoTitle: text(fields.seoTitle),
    seoKeyword: text(fields.seoKeyword),
    seoDesc: text(fields.seoDesc),
    content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)) as Fields;
}

async function checkReferences(tx: Queryable, ctx: WriteContext, fields: Fields): Promise<void> {
  if (fields.title === '') throw fail('invalidField', { rule: 'minLength', field: 'title', limit: 1 });
  if (fields.tenants?.some((tenant) => !ctx.knownTenant(tenant))) throw fail('console.unknownTenant');
  const db = kyselyOf(tx);
  if (fields.dirId !== undefined && !(await db.selectFrom('news_columns').select('id').where('id', '=', fields.dirId).executeTakeFirst())) {
    throw fail('console.unknownColumn');
  }
  if (fields.tagIds?.length) {
    const found = await db.selectFrom('tags').select('id').where('id', 'in', fields.tagIds).execute();
    if (found.length !== fields.tagIds.length) throw fail('console.unknownTag');
  }
}

/** Writes the changed fields and the next version; the tags when they changed. */
async function store(tx: Queryable, id: number, changed: Partial<Snapshot>, bump = true): Promise<void> {
  const { tagIds, ...rest } = changed;
  await kyselyOf(tx)
    .updateTable('news')
    .set({
      ...(rest.dirId !== undefined && { dir_id: rest.dirId }),
      ...(rest.title !== undefined && { title: rest.title }),
      ...(rest.viceTitle !== undefined && { vice_title: rest.viceTitle }),
      ...(rest.memo !== undefined && { memo: rest.memo }),
      ...(rest.content !== undefined && { content: rest.content }),
      ...(rest.coverUrl !== undefined && { cover_url: rest.coverUrl }),
      ...(rest.source !== undefined && { source: rest.source }),
      ...(rest.authorName !== undefined && { author_name: rest.authorName }),
      ...(rest.seoTitle !== undefined && { seo_title: rest.seoTitle }),
      ...(rest.seoKeyword !== undefined && { seo_keyword: rest.seoKeyword }),
      ...(rest.seoDesc !== undefined && { seo_desc: rest.seoDesc }),
      ...(rest.tenants !== undefined && { tenant_ids: rest.tenants }),
      ...(rest.state !== undefined && { status: rest.state }),
      ...(rest.releaseTime !== undefined && { release_time: rest.releaseTime }),
      ...(rest.deletedAt !== undefined && { deleted_at: rest.deletedAt }),
      ...(bump && { version: sql<number>`version + 1` }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  if (tagIds) {
    await tx.query('DELETE FROM news_tags WHERE news_id = $1', [id]);
    if (tagIds.length) await tx.query('INSERT INTO news_tags (news_id, tag_id) SELECT $1, unnest($2::int[])', [id, tagIds]);
  }
}

/** Applies a change to a locked, checked item: stored, versioned and audited; nothing happens when nothing changes. */
async function apply(tx: Queryable, ctx: WriteContext, row: NewsRow, action: string, next: Partial<Snapshot>): Promise<EditorialNews> {
  const before = snapshot(toEditorialNews(row));
  const changed = changedFields(before, next);
  if (!Object.keys(changed.after).length) return toEditorialNews(row);
  await store(tx, row.id, changed.after);
  const version = row.version + 1;
  await writeAudit(tx, {
    actorId: ctx.editor.userId,
    action,
    itemType: NEWS_ITEM,
    itemId: row.id,
    tenants: [...new Set([...row.tenant_ids, ...(changed.after.tenants ?? [])])],
    before: { ...changed.before, version: row.version },
    after: { ...changed.after, version },
  });
  return toEditorialNews(await readNews(tx, row.id));
}

/** A new draft, owned by the tenants named (the request's tenant when none is). */
export async function createNews(ctx: WriteContext, requestTenant: string, body: Fields): Promise<EditorialNews> {
  const fields = cleaned({ tenants: [requestTenant], ...body });
  return ctx.db.transaction(async (tx) => {
    checkTenantChange(ctx.editor, [], fields.tenants ?? []);
    await checkReferences(tx, ctx, fields);
    // news ids are not generated (the seed names them): the next one is taken under a lock of its own.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('news.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO news (id, dir_id, title, content, status, release_time, tenant_ids, creator_id)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, '', 'draft', $3, $4, $5 FROM news RETURNING id`,
      [fields.dirId, fields.title, ctx.now, fields.tenants ?? [], ctx.editor.userId],
    );
    const id = created!.id;
    const inserted = new Set(['dirId', 'title', 'tenants']);
    const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !inserted.has(key))) as Partial<Snapshot>;
    if (Object.keys(rest).length) await store(tx, id, rest, false);
    const news = toEditorialNews(await readNews(tx, id));
    await writeAudit(tx, {
      actorId: ctx.editor.userId,
      action: 'create',
      itemType: NEWS_ITEM,
      itemId: id,
      tenants: news.tenants,
      after: snapshot(news),
    });
    return news;
  });
}

/** The fields changed since `version`, with their current values (from the audit entries of the later versions). */
async function changedSince(tx: Queryable, row: NewsRow, version: number): Promise<Record<string, unknown>> {
  const entries = await tx.query<{ after: Record<string, unknown> }>(
    `SELECT after FROM audit_log WHERE item_type = $1 AND item_id = $2 AND (after->>'version')::int > $3`,
    [NEWS_ITEM, String(row.id), version],
  );
  const current = snapshot(toEditorialNews(row)) as Record<string, unknown>;
  const keys = new Set(entries.flatMap((entry) => Object.keys(entry.after)).filter((key) => key !== 'version'));
  return Object.fromEntries([...keys].map((key) => [key, current[key]]));
}

export async function updateNews(ctx: WriteContext, id: number, version: number, body: Fields): Promise<EditorialNews> {
  const fields = cleaned(body);
  return ctx.db.transaction(async (tx) => {
    const row = await readNews(tx, id, true);
    checkItem(ctx.editor, row.tenant_ids);
    if (row.version !== version) {
      throw fail('console.staleVersion', {}, { extra: { version: row.version, changed: await changedSince(tx, row, version) } });
    }
    if (row.deleted_at) throw fail('console.deleted');
    if (fields.tenants) checkTenantChange(ctx.editor, row.tenant_ids, fields.tenants);
    await checkReferences(tx, ctx, fields);
    return apply(tx, ctx, row, 'update', fields);
  });
}

export type Transition = 'publish' | 'schedule' | 'unpublish' | 'delete' | 'restore';

/** What a transition sets, or the refusal it meets. */
function transitionOf(row: NewsRow, transition: Transition, now: Date, at?: Date): Partial<Snapshot> {
  const state = (value: EditorialState) => ({ state: value });
  if (transition === 'restore') {
    if (!row.deleted_at) throw fail('console.notDeleted');
    if (now.getTime() - row.deleted_at.getTime() > RESTORE_DAYS * DAY_MS) throw fail('console.restoreExpired', { days: RESTORE_DAYS });
    return { deletedAt: null };
  }
  if (row.deleted_at) throw fail('console.deleted');
  switch (transition) {
    case 'publish':
      return row.status === 'published' ? {} : { ...state('published'), releaseTime: now.toISOString() };
    case 'schedule':
      if (!at || at.getTime() <= now.getTime()) throw fail('console.notFuture');
      return { ...state('scheduled'), releaseTime: at.toISOString() };
    case 'unpublish':
      return state(row.status === 'draft' ? 'draft' : 'unpublished');
    case 'delete':
      return { deletedAt: now.toISOString() };
  }
}

export async function changeState(ctx: WriteContext, id: number, transition: Transition, at?: Date): Promise<EditorialNews> {
  return ctx.db.transaction(async (tx) => {
    const row = await readNews(tx, id, true);
    checkItem(ctx.editor, row.tenant_ids);
    return apply(tx, ctx, row, transition, transitionOf(row, transition, ctx.now, at));
  });
}
