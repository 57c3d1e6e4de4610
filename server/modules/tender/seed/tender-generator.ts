import { TENDER_STAGE_CODES, type ProjectType, type TenderStage, type TradeCategory } from '../../../../shared/calls/enums';
import { seededRandom, type Random } from '../../../db/seeders/seeded-random';
import { fillTemplate, mentions } from './fill-template';
import { grouped, noticeBody, textFormats, type TableRows } from './tender-body';
import type { OrgParty, PinnedProject, TenderData, TenderKind, WinnerParty } from './tender-data';
import { PLACE_NAMES, placePicker, type Place } from './tender-places';
import { BEIJING_OFFSET_MS, DAY_MS, daysBefore, shifted, timeline, type Timeline } from './tender-timeline';

// Demo tenders made from the word lists and templates of server/db/seed-data/tenders/: projects of every
// kind, place and stage, each stage a notice that reads like the real ones. Deterministic: project i of a
// generator depends only on the seed, i and `now`, so the seed and the bench make the same data every run.

export interface OrgRef {
  name: string;
  partyType: OrgParty;
  /** The province of a local organisation; null for a national one. */
  provinceCode: string | null;
}

export interface GeneratedTender {
  id: number;
  title: string;
  projectName: string;
  projectKey: string;
  engType: TenderStage;
  tradeCategory: TradeCategory;
  projectType: Exclude<ProjectType, 'ALL'>;
  provinceCode: string;
  cityCode: string;
  districtCode: string | null;
  org: OrgRef;
  agency: OrgRef | null;
  amount: number | null;
  publishTime: Date;
  /** When the crawler brought it in: minutes to hours after it was published, never after `now`. */
  crawledAt: Date;
  deadline: Date | null;
  bidOpeningTime: Date | null;
  source: string;
  /** HTML, escaped but not yet sanitised. */
  content: string;
  attachments: string[];
  readCount: number;
  /** The bidders a result names with their offers, best first (rank 1), and its winner (tender_parties). */
  parties: GeneratedParty[];
}

export interface GeneratedParty {
  org: OrgRef;
  role: 'tenderer' | 'winner';
  amount: number;
  rank: number;
}

export interface GeneratedProject {
  /** Its notices in stage order; none when every stage falls outside the last year. */
  tenders: GeneratedTender[];
  /** Every organisation it names: tendering organisation, agency, regulator and bidders. */
  orgs: OrgRef[];
}

export interface GeneratorOptions {
  now: Date;
  seed: number;
  /** Project i's notices get ids firstId + 4i … firstId + 4i + 3, one per stage, whether published or not. */
  firstId: number;
  /** Starts every project key, so the keys of two generators never meet. */
  keyPrefix: string;
}

/** Published notices are at most this old. */
const WINDOW_DAYS = 365;
const LOT_PARTY_WEIGHTS: Record<WinnerParty, number> = { SG: 70, JL: 15, ZX: 15, COMMON: 100 };

interface Bid {
  org: OrgRef;
  price: number;
  days: number;
  manager: string;
}

/** A budget drawn evenly on a log scale (small works are many, big ones few), to the hundred yuan. */
const budgetIn = (random: Random, [min, max]: [number, number]) =>
  Math.round(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))) / 100) * 100;

export function tenderGenerator(data: TenderData, options: GeneratorOptions) {
  const { notices, words, plan } = data;
  const places = placePicker(data.regions, data.places);
  const formats = textFormats(notices.text);
  const { now } = options;
  const oldest = now.getTime() - WINDOW_DAYS * DAY_MS;
  const projectWords = new Set(plan.projectWords);
  let index = 0;

  const supported = (kind: TenderKind) => TENDER_STAGE_CODES.filter((stage) => notices.trades[kind.tradeCategory].stageTitles[stage]);

  function stagesOf(random: Random, kind: TenderKind, pinned: boolean): TenderStage[] {
    const possible = supported(kind);
    if (pinned) return possible;
    if (random.chance(plan.singleStageShare)) return [random.weighted(possible, (stage) => plan.singleStages[stage])];
    const later = possible.filter((stage) => stage !== '0100' && random.chance(plan.laterStages[stage as Exclude<TenderStage, '0100'>]));
    return ['0100', ...(later.length ? later : [possible[possible.length - 1]!])];
  }

  /** The timeline that puts the first stage (or a pinned project's result) on its day. */
  function timelineOf(random: Random, stages: TenderStage[], pinned?: PinnedProject): Timeline {
    if (!pinned && stages[0] === '0100') return timeline(random, now, random.int(0, WINDOW_DAYS - 1));
    const line = timeline(random, now, 0);
    const anchor: TenderStage = pinned ? '0104' : stages[0]!;
    const target = pinned ? pinned.resultDaysAgo : random.int(0, WINDOW_DAYS - 1);
    return shifted(line, target - daysBefore(now, line.published[anchor]));
  }

  function project(pinned?: PinnedProject): GeneratedProject {
    const projectIndex = index++;
    const random = seededRandom(options.seed ^ Math.imul(projectIndex + 1, 0x9e3779b1));
    const kind = pinned
      ? data.kinds.find((candidate) => candidate.id === pinned.kind)!
      : random.weighted(data.kinds, (candidate) => candidate.weight);
    const place: Place = pinned
      ? places.inCity(random, pinned.city)
      : places.pick(random, kind.metro ? data.places.metroCities : undefined);
    const trade = notices.trades[kind.tradeCategory];
    const bodyKind = trade.body;
    const stages = stagesOf(random, kind, Boolean(pinned));
    const line = timelineOf(random, stages, pinned);
    const values = new Map<string, string>([
      ['year', String(new Date(line.published['0100'].getTime() + BEIJING_OFFSET_MS).getUTCFullYear())],
    ]);
    const lookup = {
      value: (name: string) => values.get(name) ?? places.name(place, name),
      words,
      random,
      keep: { lists: projectWords, chosen: new Map() },
    };
    const fill = (template: string) => fillTemplate(template, lookup);
    const org = (template: string, partyType: OrgParty): OrgRef => ({
      name: fill(template),
      partyType,
      provinceCode: mentions(template, PLACE_NAMES) ? place.province.code : null,
    });

    const party = random.weighted(Object.keys(kind.lots) as WinnerParty[], (candidate) => LOT_PARTY_WEIGHTS[candidate]);
    const named = random.pick(kind.projects);
    const projectName = fill(typeof named === 'string' ? named : named.name) + fill(random.pick(kind.lots[party]!));
    const owner = org(random.pick(typeof named === 'string' ? kind.owners : named.owners), kind.ownerParty);
    // A supervision or consulting lot is a small share of the works it serves.
    const lot = notices.lots[party];
    const agency = bodyKind === 'tender' && random.chance(notices.agencyShare) ? org(random.pick(notices.agencies), 'ZX') : null;
    const regulator = org(random.pick(kind.regulators), 'JG');
    const share = lot ? lot.share[0] + random.next() * (lot.share[1] - lot.share[0]) : 1;
    const budget = Math.max(10_000, Math.round((budgetIn(random, kind.amount) * share) / 100) * 100);
    const duration = random.int(...kind.durationDays);

    // Bidders, best first: the first wins. A transfer goes to the highest bid, a tender to the best score.
    const bidderTemplates = [...(kind.winners?.[party] ?? []), ...notices.bidders[party]];
    const bids = new Map<string, Bid>();
    for (let tries = bodyKind === 'tender' ? random.int(3, 12) : random.int(1, 3); tries > 0; tries--) {
      const bidder = org(random.pick(bidderTemplates), party);
      const price =
        bodyKind === 'tender'
          ? Math.round(budget * (0.82 + random.next() * 0.17))
          : Math.round((budget * (1 + random.next() * 0.6)) / 1000) * 1000;
      const manager = random.pick(words.surname!) + random.pick(words.given!);
      if (!bids.has(bidder.name))
        bids.set(bidder.name, { org: bidder, price, days: duration - random.int(0, Math.floor(duration / 10)), manager });
    }
    const ranked = [...bids.values()];
    if (bodyKind === 'transfer') ranked.sort((a, b) => b.price - a.price);
    const winner = ranked[0]!;

    const key = `${options.keyPrefix}${place.city.code}${values.get('year')}${String(projectIndex).padStart(6, '0')}`;
    const opening = formats.dateTime(line.opening);
    const clarifications = [...notices.clarifications[bodyKind]];
    const clarification = () => clarifications.splice(random.int(0, clarifications.length - 1), 1)[0] ?? '';
    for (const [name, value] of [
      ['projectName', projectName],
      ['projectCode', key],
      ['owner', owner.name],
      ['agency', agency?.name ?? notices.text.none],
      ['regulator', regulator.name],
      ['budgetText', formats.amount(budget)],
      ['deposit', formats.amount(Math.round(budget * 0.02))],
      ['durationText', formats.days(duration)],
      ['docStart', formats.date(line.published['0100'])],
      ['docEnd', formats.date(line.docsUntil)],
      ['deadline', opening],
      ['opening', opening],
      ['announceDate', formats.date(line.published['0100'])],
      ['winner', winner.org.name],
      ['winAmountText', formats.amount(winner.price)],
      // The winner's period as the candidates' table writes it: the bid's days, not the announced plan.
      ['winDaysText', formats.days(winner.days)],
      ['manager', winner.manager],
      ['bidderCount', String(ranked.length)],
    ] as const)
      values.set(name, value);
    values.set('source', fill(random.pick(notices.sources[kind.tradeCategory] ?? notices.sources[bodyKind]!)));
    values.set('openingPlace', fill(random.pick(notices.openingPlaces)));
    values.set('overview', fill(random.pick(kind.overview)));
    for (const name of ['scope', 'qualification'] as const) values.set(name, fill(random.pick(lot?.[name] ?? kind[name])));
    values.set('clarification', fill(clarification()));
    values.set('clarification2', fill(clarification()));

    const price = (bid: Bid) => grouped(bid.price);
    const ranks = bodyKind === 'tender' ? notices.text.ranks : notices.text.transferRanks;
    const rows: TableRows = {
      bidders: [...ranked]
        .sort((a, b) => (a.org.name < b.org.name ? -1 : 1))
        .map((bid, i) => [String(i + 1), bid.org.name, price(bid), formats.days(bid.days), bid.manager]),
      candidates: ranked.slice(0, ranks.length).map((bid, i) => [ranks[i]!, bid.org.name, price(bid), formats.days(bid.days), bid.manager]),
    };

    const tenders: GeneratedTender[] = [];
    for (const stage of stages) {
      const publishTime = line.published[stage];
      if (publishTime.getTime() > now.getTime()) break;
      if (publishTime.getTime() < oldest) continue;
      values.set('publishDate', formats.date(publishTime));
      const beforeOpening = stage === '0100' || stage === '0105';
      const attachments = bodyKind === 'tender' ? notices.attachments[stage].filter((_, i) => i < 2 || random.chance(0.3)) : [];
      tenders.push({
        id: options.firstId + projectIndex * 4 + TENDER_STAGE_CODES.indexOf(stage),
        title: projectName + random.pick(trade.stageTitles[stage]!),
        projectName,
        projectKey: key,
        engType: stage,
        tradeCategory: kind.tradeCategory,
        projectType: kind.projectType,
        provinceCode: place.province.code,
        cityCode: place.city.code,
        districtCode: place.district?.code ?? null,
        org: owner,
        agency,
        amount: beforeOpening ? budget : stage === '0104' ? winner.price : null,
        publishTime,
        crawledAt: new Date(Math.min(now.getTime(), publishTime.getTime() + random.int(5, 240) * 60_000)),
        deadline: beforeOpening ? line.opening : null,
        bidOpeningTime: stage === '0104' || bodyKind === 'transfer' ? null : line.opening,
        source: values.get('source')!,
        content: noticeBody(data.notices.bodies[bodyKind][stage]!, bodyKind, fill, notices.tables, rows),
        attachments,
        readCount: Math.floor(Math.exp(random.next() * 7)),
        parties:
          stage === '0104'
            ? [
                ...ranked.map((bid, i) => ({ org: bid.org, role: 'tenderer' as const, amount: bid.price, rank: i + 1 })),
                { org: winner.org, role: 'winner' as const, amount: winner.price, rank: 1 },
              ]
            : [],
      });
    }
    return { tenders, orgs: [owner, ...(agency ? [agency] : []), regulator, ...ranked.map((bid) => bid.org)] };
  }

  return { project };
}
