import { TENDER_STAGE_CODES } from '../../../../shared/calls/enums';
import type { Attachment, PartyInput, RawNotice, ReadResult, Refusal, Stage, WinnerInput } from './notice-record';
import { toUscc, toUtc, toUtcOrNull, toYuan } from './normalise';
import { isObject, type Json, type JsonObject } from './ocds-merge';
import type { InputItem } from './read-input';
import { scrapedFields, stageRules } from './rules';

// The JSON-lines format of notices scraped from Chinese public sources (docs/tender-import-format.md).

const NOTICE_TYPE = new Map<string, Stage>(
  TENDER_STAGE_CODES.flatMap((stage) => stageRules.stages[stage].noticeTypes.map((type): [string, Stage] => [type, stage])),
);

/** The format's field names. */
const F = scrapedFields;

const text = (value: Json | undefined): string => (typeof value === 'string' ? value.trim() : '');
const httpUrl = (value: Json | undefined): string | null => (/^https?:\/\//i.test(text(value)) ? text(value) : null);

/** Whether a value looks like a record of this format (the detection of scraped input). */
export const isScrapedNotice = (value: Json): boolean => isObject(value) && 'noticeType' in value && 'title' in value;

const party = (name: Json | undefined, code: Json | undefined): PartyInput | null =>
  text(name) ? { name: text(name), uscc: toUscc(code) } : null;

function winnersOf(record: JsonObject): WinnerInput[] {
  const names = Array.isArray(record[F.winner]) ? record[F.winner] : [record[F.winner]];
  const amount = toYuan(record[F.winAmount] ?? null);
  return (names as Json[]).flatMap((name, index) => {
    const winner = party(name, index === 0 ? record[F.winnerCode] : null);
    return winner ? [{ ...winner, amount: index === 0 ? amount : null }] : [];
  });
}

function noticeOf(record: JsonObject): RawNotice {
  const title = text(record.title);
  if (!title) throw new Error('no title');
  const type = text(record.noticeType);
  const stage = NOTICE_TYPE.get(type);
  if (!stage) throw new Error(`unknown noticeType: ${type || '(empty)'}`);
  const url = httpUrl(record.url);
  const externalId = text(record.id) || url;
  if (!externalId) throw new Error('neither id nor url');
  const winners = winnersOf(record);
  const attachments: Attachment[] = (Array.isArray(record.attachments) ? record.attachments : []).flatMap((item) => {
    const link = isObject(item) ? httpUrl(item.url) : null;
    return isObject(item) && link ? [{ title: text(item.title) || link, url: link }] : [];
  });
  return {
    externalId,
    projectKey: text(record.projectCode) || externalId,
    title,
    projectName: text(record.projectName) || title.replace(new RegExp(`(${[...NOTICE_TYPE.keys()].join('|')})$`), '') || title,
    stage,
    buyer: party(record[F.buyer], record[F.buyerCode]),
    agency: party(record[F.agency], null),
    tenderers: [],
    winners,
    amount:
      stage === '0104' && winners.some((w) => w.amount !== null) ? toYuan(record[F.winAmount] ?? null) : toYuan(record.budget ?? null),
    publishTime: toUtc(record.publishTime),
    deadline: toUtcOrNull(record.deadline),
    bidOpeningTime: toUtcOrNull(record.bidOpeningTime),
    regionText: text(record.regionText),
    classifications: [],
    publisher: text(record.site),
    url,
    bodyHtml: text(record.bodyHtml),
    attachments,
  };
}

export function readScraped(items: readonly InputItem[]): ReadResult {
  const refused: Refusal[] = [];
  const notices: ReadResult['notices'] = [];
  for (const { line, value } of items) {
    const at = `line ${line}${isObject(value) && text(value.id || value.url) ? ` (${text(value.id || value.url)})` : ''}`;
    if (!isObject(value)) {
      refused.push({ at, reason: 'not a notice object' });
      continue;
    }
    try {
      notices.push({ at, notice: noticeOf(value) });
    } catch (err) {
      refused.push({ at, reason: (err as Error).message });
    }
  }
  return { format: 'scraped', notices, refused };
}
