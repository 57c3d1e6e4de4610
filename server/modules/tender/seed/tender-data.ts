import type { PartyType, ProjectType, TenderStage, TradeCategory } from '../../../../shared/calls/enums';
import { readSeedData } from '../../../db/seed-data';

// The word lists and templates of the demo tenders (server/db/seed-data/tenders/, see its README). Templates
// hold {placeholders}: a region name, {n:MIN-MAX}, a word list of words.json, or a value of the notice.

/** A party of an organisation in the data; ALL is only a filter value. */
export type OrgParty = Exclude<PartyType, 'ALL'>;
/** The parties that win a lot: contractors, supervisors, consultants, or anyone (transfers, purchases). */
export type WinnerParty = Extract<OrgParty, 'SG' | 'JL' | 'ZX' | 'COMMON'>;
export type BodyKind = 'tender' | 'transfer';

export interface TenderKind {
  id: string;
  projectType: Exclude<ProjectType, 'ALL'>;
  tradeCategory: TradeCategory;
  weight: number;
  /** Only in cities with a metro (places.json metroCities). */
  metro?: boolean;
  /** Project names, alone or with the owners that go with that name (instead of the kind's). */
  projects: (string | { name: string; owners: string[] })[];
  /** What is tendered, by the party that wins it. */
  lots: Partial<Record<WinnerParty, string[]>>;
  /** Bidders of this kind of work, before the general ones of notices.json. */
  winners?: Partial<Record<WinnerParty, string[]>>;
  owners: string[];
  ownerParty: OrgParty;
  regulators: string[];
  /** Budget range in whole yuan. */
  amount: [number, number];
  durationDays: [number, number];
  overview: string[];
  scope: string[];
  qualification: string[];
}

export interface Places {
  provinceSuffixes: string[];
  citySuffixes: string[];
  /** City-level entries that are not cities (directly administered counties): a district names the place. */
  pseudoCities: string[];
  provinceWeights: Record<string, number>;
  /** How much likelier the capital (code xx0100) is than another city of its province. */
  capitalWeight: number;
  districtShare: number;
  metroCities: string[];
}

export interface BodySection {
  h: string;
  p: string[];
  table?: 'bidders' | 'candidates';
}

export interface Notices {
  trades: Record<TradeCategory, { body: BodyKind; stageTitles: Partial<Record<TenderStage, string[]>> }>;
  sources: Record<string, string[]>;
  openingPlaces: string[];
  agencies: string[];
  agencyShare: number;
  /** Supervision and consulting lots: their share of the works' budget, their scope and qualification. */
  lots: Partial<Record<WinnerParty, { share: [number, number]; scope: string[]; qualification: string[] }>>;
  bidders: Record<WinnerParty, string[]>;
  attachments: Record<TenderStage, string[]>;
  clarifications: Record<BodyKind, string[]>;
  bodies: Record<BodyKind, Partial<Record<TenderStage, BodySection[]>>>;
  tables: Record<'bidders' | 'candidates', Partial<Record<BodyKind, string[]>>>;
  text: { amount: string; dateTime: string; date: string; days: string; none: string; ranks: string[]; transferRanks: string[] };
}

/** A project whose stages the demo must show: it ends with its result `resultDaysAgo` days ago. */
export interface PinnedProject {
  kind: string;
  city: string;
  resultDaysAgo: number;
}

export interface SeedPlan {
  randomSeed: number;
  projects: number;
  /** Projects that publish one notice only (a crawled result, a lone announcement…). */
  singleStageShare: number;
  /** The stage of a single-stage project, by weight. */
  singleStages: Record<TenderStage, number>;
  /** Chance of each later stage of a multi-stage project. */
  laterStages: Record<Exclude<TenderStage, '0100'>, number>;
  pinned: PinnedProject[];
  /** Word lists whose word, once drawn for a project, names the same thing in all its texts. */
  projectWords: string[];
}

export interface TenderData {
  kinds: TenderKind[];
  places: Places;
  words: Record<string, string[]>;
  notices: Notices;
  plan: SeedPlan;
  /** [code, name] of every region, parents first (regions.json). */
  regions: [string, string][];
}

export function readTenderData(): TenderData {
  return {
    kinds: readSeedData<TenderKind[]>('tenders/kinds.json'),
    places: readSeedData<Places>('tenders/places.json'),
    words: readSeedData<Record<string, string[]>>('tenders/words.json'),
    notices: readSeedData<Notices>('tenders/notices.json'),
    plan: readSeedData<SeedPlan>('tenders/plan.json'),
    regions: readSeedData<{ regions: [string, string][] }>('regions.json').regions,
  };
}
