import { TRACE_EPOCH_MS } from '../../../shared/calls/trace';
import type { Queryable } from '../../db/database';
import { readDay } from '../../services/daily-reads';
import { fail } from '../../services/failure';
import { DailySalt } from './daily-salt';
import { EVENT_BUFFER_DEFAULTS, EventBuffer, type TraceEvent } from './event-buffer';
import { FloodGuard } from './flood-guard';
import { agentClass } from '../../http/user-agent';
import { clientTime, referrerDomain, tracePath } from './trace-input';

export interface TrackerOptions {
  /** Longest an event waits in memory before it is written (ms). */
  flushMs?: number;
  /** Events per multi-row INSERT. */
  batchSize?: number;
  /** Events of one kind a visitor (or a reader, for articles) may report a minute; past it they are ignored. */
  perVisitorPerMinute?: number;
  /** The daily caps per address and tenant (trace-caps.ts): false when the event is over one of them and is ignored. */
  dailyCap?: (tenantId: string, ip: string, day: string) => boolean;
  onError?: (err: unknown) => void;
}

export const TRACE_PER_VISITOR_PER_MINUTE = 60;

/** Who reported, as the request tells: tenant, address, user agent. */
export interface Reporter {
  tenantId: string;
  ip: string;
  userAgent: string | undefined;
}

export interface ViewReport {
  t: string;
  url: string;
  sid: string;
  uid?: string;
  mid?: string;
  ref?: string;
}

export interface LeaveReport {
  t: string;
  url: string;
  sid: string;
  spent: number;
}

export interface ArticleReport {
  artId: number;
  artAuthorStaffId?: string;
  artType: string;
  artTitle: string;
  spent: number;
  sid?: string;
}

/** What every event has, whoever reported it. */
type EventBase = Pick<TraceEvent, 'tenantId' | 'kind' | 'receivedAt' | 'day' | 'clientT' | 'sid' | 'path' | 'agent' | 'addressHash'>;
type EventDetails = Partial<Pick<TraceEvent, 'uid' | 'mid' | 'referrer' | 'spent' | 'artType' | 'artId' | 'artTitle' | 'artAuthor'>>;

/**
 * One event, always built with every field in the same order: thousands a second are made and written, and
 * objects of one shape keep that cheap (spreading objects together made a slow, dictionary-shaped one).
 */
function traceEvent(base: EventBase, details: EventDetails): TraceEvent {
  return {
    tenantId: base.tenantId,
    kind: base.kind,
    receivedAt: base.receivedAt,
    day: base.day,
    clientT: base.clientT,
    sid: base.sid,
    uid: details.uid ?? null,
    mid: details.mid ?? null,
    path: base.path,
    referrer: details.referrer ?? '',
    agent: base.agent,
    addressHash: base.addressHash,
    spent: details.spent ?? null,
    artType: details.artType ?? null,
    artId: details.artId ?? null,
    artTitle: details.artTitle ?? null,
    artAuthor: details.artAuthor ?? null,
  };
}

/**
 * Ingestion of the browser's reports: checks what the schema cannot (t not absurd, url an address), classes
 * the user agent, hashes the address with the day's salt, applies the per-visitor cap and hands the event to
 * the buffer. A malformed report is refused (40001-style failures); an event over the cap fails with
 * `trace.flood`, which the route answers as "ignored".
 */
export class Tracker {
  readonly buffer: EventBuffer;
  private readonly salt: DailySalt;
  private readonly flood: FloodGuard;

  private readonly dailyCap: NonNullable<TrackerOptions['dailyCap']>;

  constructor(
    db: Queryable,
    private readonly now: () => Date,
    options: TrackerOptions = {},
  ) {
    this.dailyCap = options.dailyCap ?? (() => true);
    this.buffer = new EventBuffer(db, {
      flushMs: options.flushMs ?? EVENT_BUFFER_DEFAULTS.flushMs,
      batchSize: options.batchSize ?? EVENT_BUFFER_DEFAULTS.batchSize,
      maxHeld: EVENT_BUFFER_DEFAULTS.maxHeld,
      onError: options.onError ?? (() => undefined),
    });
    this.salt = new DailySalt(db);
    this.flood = new FloodGuard(options.perVisitorPerMinute ?? TRACE_PER_VISITOR_PER_MINUTE);
  }

  async view(who: Reporter, report: ViewReport): Promise<void> {
    const base = await this.base(who, 'view', report.sid, report.t, report.url);
    this.buffer.push(traceEvent(base, { uid: report.uid ?? null, mid: report.mid ?? null, referrer: referrerDomain(report.ref) }));
  }

  async leave(who: Reporter, report: LeaveReport): Promise<void> {
    const base = await this.base(who, 'leave', report.sid, report.t, report.url);
    this.buffer.push(traceEvent(base, { spent: report.spent }));
  }

  /** An article trace: the reader is the session's user; its time is the server's. */
  async article(who: Reporter, userId: string, report: ArticleReport): Promise<void> {
    const now = this.now();
    this.admit(who.tenantId, 'article', userId, now);
    const day = readDay(now);
    this.admitDaily(who, day);
    const base: EventBase = {
      tenantId: who.tenantId,
      kind: 'article',
      receivedAt: now,
      day,
      clientT: now.getTime() - TRACE_EPOCH_MS,
      sid: report.sid ?? '',
      path: '',
      agent: agentClass(who.userAgent),
      addressHash: await this.salt.hash(who.ip, day),
    };
    this.buffer.push(
      traceEvent(base, {
        uid: userId,
        spent: report.spent,
        artType: report.artType,
        artId: report.artId,
        artTitle: report.artTitle,
        artAuthor: report.artAuthorStaffId || null,
      }),
    );
  }

  flush(): Promise<void> {
    return this.buffer.flush();
  }

  close(): Promise<void> {
    return this.buffer.close();
  }

  private async base(who: Reporter, kind: 'view' | 'leave', sid: string, t: string, url: string) {
    const now = this.now();
    const clientT = clientTime(t, now);
    const path = tracePath(url);
    this.admit(who.tenantId, kind, sid, now);
    const day = readDay(now);
    this.admitDaily(who, day);
    const agent = agentClass(who.userAgent);
    const addressHash = await this.salt.hash(who.ip, day);
    return { tenantId: who.tenantId, kind, receivedAt: now, day, clientT, sid, path, agent, addressHash } satisfies EventBase;
  }

  private admit(tenantId: string, kind: TraceEvent['kind'], who: string, now: Date): void {
    if (!this.flood.admit(`${tenantId}\n${kind}\n${who}`, now.getTime())) throw fail('trace.flood');
  }

  private admitDaily(who: Reporter, day: string): void {
    if (!this.dailyCap(who.tenantId, who.ip, day)) throw fail('trace.flood');
  }
}
