import { TENDER_STAGE_CODES } from '../../../../shared/calls/enums';
import { escapeHtml } from '../../../services/html-escape';
import type { Attachment, ReadResult, Refusal, RawNotice, Stage, WinnerInput, PartyInput } from './notice-record';
import { toUscc, toUtc, toUtcOrNull } from './normalise';
import { byDate, compileReleases, isObject, type Json, type JsonObject } from './ocds-merge';
import type { InputItem } from './read-input';
import { categoryRules, stageRules } from './rules';

// OCDS 1.1 release and record packages (JSON or JSON lines) → one notice per stage a project reached: the
// notice of a stage is the compiled release of the project's releases up to that stage's newest one.

/** Conversion rates to yuan of currencies other than CNY, as the operator gives them. */
export type Rates = Readonly<Record<string, number>>;

const str = (value: Json | undefined): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const obj = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const list = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

const TAG_STAGE = new Map<string, Stage>(
  TENDER_STAGE_CODES.flatMap((stage) => stageRules.stages[stage].ocdsTags.map((tag): [string, Stage] => [tag, stage])),
);

/** The stage a release announces; a release with bids (the bids extension) is the bid opening. Throws on an unknown tag. */
export function stageOfRelease(release: JsonObject): Stage {
  const tags = (Array.isArray(release.tag) ? release.tag : []).map(str).filter((tag) => !stageRules.ocdsIgnoredTags.includes(tag));
  if (!tags.length) throw new Error('release without tag');
  const unknown = tags.filter((tag) => !TAG_STAGE.has(tag));
  if (unknown.length) throw new Error(`unknown release tag: ${unknown.join(', ')}`);
  const stages = tags.map((tag) => TAG_STAGE.get(tag)!);
  if (stages.includes('0104')) return '0104';
  if (isObject(release.bids) && list(release.bids.details).length) return '0102';
  return stages.includes('0105') ? '0105' : '0100';
}

/** Whole yuan of an OCDS value; throws on a currency that has no rate. */
function yuanOf(value: Json | undefined, rates: Rates): number | null {
  const { amount, currency } = obj(value);
  if (typeof amount !== 'number') return null;
  const code = str(currency) || 'CNY';
  const rate = code === 'CNY' ? 1 : rates[code];
  if (rate === undefined) throw new Error(`currency ${code} has no rate to CNY (give one with --rate ${code}=…)`);
  if (amount < 0) throw new Error(`negative amount: ${amount}`);
  return Math.round(amount * rate);
}

const httpUrl = (value: Json | undefined): string | null => {
  const url = str(value);
  return /^https?:\/\//i.test(url) ? url : null;
};

function partyOf(ref: Json | undefined, parties: Map<string, JsonObject>): PartyInput | null {
  const named = obj(ref);
  const party = parties.get(str(named.id)) ?? named;
  const name = str(party.name) || str(named.name);
  if (!name) return null;
  const identifiers = [obj(party.identifier), ...list(party.additionalIdentifiers)];
  const uscc = identifiers.map((id) => (categoryRules.usccSchemes.includes(str(id.scheme)) ? toUscc(id.id) : null)).find(Boolean) ?? null;
  return { name, uscc };
}

const withRole = (parties: Map<string, JsonObject>, role: string) =>
  [...parties.values()].filter((party) => Array.isArray(party.roles) && party.roles.includes(role));

const addressText = (address: Json | undefined) => {
  const a = obj(address);
  return [a.region, a.locality, a.streetAddress].map(str).join('');
};

/** One stage's notice from the compiled release of its project. */
function noticeOf(compiled: JsonObject, stage: Stage, newest: JsonObject, publisher: string, rates: Rates): RawNotice {
  const ocid = str(compiled.ocid);
  const parties = new Map(list(compiled.parties).map((party) => [str(party.id), party]));
  const tender = obj(compiled.tender);
  const planning = obj(compiled.planning);
  const awards = list(compiled.awards).filter((award) => !['cancelled', 'unsuccessful'].includes(str(award.status)));
  const buyer = partyOf(compiled.buyer, parties) ?? partyOf(withRole(parties, 'buyer')[0], parties);
  const procuring = partyOf(tender.procuringEntity, parties) ?? partyOf(withRole(parties, 'procuringEntity')[0], parties);
  const projectName = str(tender.title) || str(planning.project) || str(obj(planning.budget).project) || ocid;
  const winners: WinnerInput[] =
    stage === '0104'
      ? awards.flatMap((award) =>
          list(award.suppliers).flatMap((supplier) => {
            const party = partyOf(supplier, parties);
            return party ? [{ ...party, amount: yuanOf(award.value, rates) }] : [];
          }),
        )
      : [];
  const bids = list(obj(compiled.bids).details);
  const tenderers: WinnerInput[] = bids.length
    ? bids.flatMap((bid) =>
        list(bid.tenderers).flatMap((ref) => {
          const party = partyOf(ref, parties);
          return party ? [{ ...party, amount: yuanOf(bid.value, rates) }] : [];
        }),
      )
    : [...list(tender.tenderers), ...withRole(parties, 'tenderer')].flatMap((ref) => {
        const party = partyOf(ref, parties);
        return party ? [{ ...party, amount: null }] : [];
      });
  const awarded = winners.length ? awards.map((award) => yuanOf(award.value, rates)).filter((a): a is number => a !== null) : [];
  const amount = awarded.length
    ? awarded.reduce((a, b) => a + b, 0)
    : (yuanOf(tender.value, rates) ?? yuanOf(obj(planning.budget).amount, rates));
  const documents = [
    ...list(tender.documents),
    ...awards.flatMap((a) => list(a.documents)),
    ...list(compiled.contracts).flatMap((c) => list(c.documents)),
  ];
  const attachments: Attachment[] = documents.flatMap((doc) => {
    const url = httpUrl(doc.url);
    return url ? [{ title: str(doc.title) || url, url }] : [];
  });
  const noticeDoc = documents.find((doc) => ['tenderNotice', 'awardNotice', 'contractNotice'].includes(str(doc.documentType)));
  const buyerParty = parties.get(str(obj(compiled.buyer).id)) ?? withRole(parties, 'buyer')[0];
  const items = list(tender.items);
  const texts = [tender.description, ...awards.map((a) => a.description)].map(str).filter(Boolean);
  return {
    externalId: `${ocid}/${stage}`,
    projectKey: ocid,
    title: `${projectName}${stageRules.stages[stage].titleSuffix}`,
    projectName,
    stage,
    buyer,
    agency: procuring && procuring.name !== buyer?.name ? procuring : null,
    tenderers,
    winners,
    amount,
    publishTime: toUtc(str(newest.date)),
    deadline: toUtcOrNull(obj(tender.tenderPeriod).endDate),
    bidOpeningTime: toUtcOrNull(obj(tender.bidOpening).date) ?? (stage === '0102' ? toUtc(str(newest.date)) : null),
    regionText: [
      addressText(buyerParty?.address),
      ...items.map((item) => addressText(item.deliveryAddress)),
      ...list(tender.deliveryAddresses).map(addressText),
    ].join(' '),
    classifications: items.flatMap((item) =>
      [obj(item.classification), ...list(item.additionalClassifications)]
        .map((c) => `${str(c.scheme)}:${str(c.id)}`)
        .filter((c) => c !== ':'),
    ),
    publisher,
    url: httpUrl(noticeDoc?.url),
    bodyHtml: texts.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
    attachments,
  };
}

interface Located {
  at: string;
  release: JsonObject;
  publisher: string;
}

/** The releases of the input's packages, records and lone releases, each with where it was. */
function releasesOf(items: readonly InputItem[], refused: Refusal[]): Located[] {
  const found: Located[] = [];
  const add = (line: number, release: Json, publisher: string) => {
    if (!isObject(release)) return refused.push({ at: `line ${line}`, reason: 'a release is not an object' });
    const at = `line ${line} (${str(release.ocid) || str(release.id) || '?'})`;
    if (!str(release.ocid)) return refused.push({ at, reason: 'release without ocid' });
    found.push({ at, release, publisher });
  };
  for (const { line, value } of items) {
    if (!isObject(value)) {
      refused.push({ at: `line ${line}`, reason: 'not an OCDS package, record or release' });
      continue;
    }
    const publisher = str(obj(value.publisher).name);
    if (Array.isArray(value.releases) && !('ocid' in value)) for (const release of value.releases) add(line, release, publisher);
    else if (Array.isArray(value.records)) for (const record of list(value.records)) recordReleases(line, record, publisher, add);
    else if (Array.isArray(value.releases)) recordReleases(line, value, publisher, add);
    else add(line, value, publisher);
  }
  return found;
}

/** A record's embedded releases (linked ones carry no data), or its compiled release when it has none. */
function recordReleases(
  line: number,
  record: JsonObject,
  publisher: string,
  add: (line: number, release: Json, publisher: string) => void,
) {
  const embedded = list(record.releases).filter((release) => 'tag' in release && 'date' in release);
  if (embedded.length) for (const release of embedded) add(line, { ocid: record.ocid ?? null, ...release }, publisher);
  else if (isObject(record.compiledRelease)) add(line, record.compiledRelease, publisher);
  else add(line, { ocid: record.ocid ?? null }, publisher);
}

export function readOcds(items: readonly InputItem[], rates: Rates = {}): ReadResult {
  const refused: Refusal[] = [];
  const byOcid = new Map<string, Located[]>();
  for (const located of releasesOf(items, refused)) {
    const ocid = str(located.release.ocid);
    byOcid.set(ocid, [...(byOcid.get(ocid) ?? []), located]);
  }
  const notices: ReadResult['notices'] = [];
  for (const [ocid, located] of byOcid) {
    const ordered = byDate(located.map((l) => l.release));
    const stages: Stage[] = [];
    const usable: JsonObject[] = [];
    for (const release of ordered) {
      const where = located.find((l) => l.release === release)!;
      try {
        toUtc(str(release.date));
        stages.push(stageOfRelease(release));
        usable.push(release);
      } catch (err) {
        refused.push({ at: where.at, reason: (err as Error).message });
      }
    }
    for (const stage of TENDER_STAGE_CODES) {
      const last = stages.lastIndexOf(stage);
      if (last < 0) continue;
      const newest = usable[last]!;
      const at = `${located.find((l) => l.release === newest)!.at.replace(/\(.*\)$/, '')}(${ocid} ${stage})`;
      try {
        const publisher = located.find((l) => l.release === newest)!.publisher;
        notices.push({ at, notice: noticeOf(compileReleases(usable.slice(0, last + 1)), stage, newest, publisher, rates) });
      } catch (err) {
        refused.push({ at, reason: (err as Error).message });
      }
    }
  }
  return { format: 'ocds', notices, refused };
}
