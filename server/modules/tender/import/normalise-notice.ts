import { createHash } from 'node:crypto';
import type { ProjectType, TradeCategory } from '../../../../shared/calls/enums';
import { sanitizeBody, sanitizeText } from '../../../services/sanitize';
import type { Attachment, RawNotice, WinnerInput } from './notice-record';
import { cleanOrgName, projectTypeOf, tradeCategoryOf, type Ruled } from './normalise';
import type { RegionCodes, RegionMatcher } from './region-matcher';

// A notice as it is stored: titles as plain text, the body through the site's allow-list, region and categories by
// the rules (with the rule used and its confidence), and a hash that says whether a re-import changed anything.

export interface NormalisedNotice extends RegionCodes {
  externalId: string;
  projectKey: string;
  title: string;
  projectName: string;
  stage: RawNotice['stage'];
  tradeCategory: TradeCategory;
  projectType: Exclude<ProjectType, 'ALL'>;
  buyer: WinnerInput;
  agency: WinnerInput | null;
  tenderers: WinnerInput[];
  winners: WinnerInput[];
  amount: number | null;
  publishTime: string;
  deadline: string | null;
  bidOpeningTime: string | null;
  publisher: string;
  url: string | null;
  content: string;
  attachments: Attachment[];
  normalisation: Record<'region' | 'tradeCategory' | 'projectType', Omit<Ruled<unknown>, 'value'>>;
}

const HOSTILE = /<\s*(script|iframe|object|embed|style)\b|\son\w+\s*=|javascript:/i;

const cleanParty = (party: WinnerInput): WinnerInput => ({ ...party, name: cleanOrgName(party.name) });
const iso = (time: Date | null) => (time === null ? null : time.toISOString());
const rule = ({ rule, confidence }: Ruled<unknown>) => ({ rule, confidence });

/** The stored form of a notice, and a note when its body had markup the allow-list removed; throws when it cannot be stored. */
export function normaliseNotice(raw: RawNotice, regions: RegionMatcher): { notice: NormalisedNotice; note: string | null } {
  if (!raw.buyer) throw new Error('no buyer');
  const title = sanitizeText(raw.title);
  const projectName = sanitizeText(raw.projectName) || title;
  const region = regions.match(`${raw.regionText} ${raw.buyer.name} ${title}`);
  if (!region) throw new Error(`region not recognised: ${raw.regionText || '(no region text)'}`);
  const words = `${title} ${projectName}`;
  const trade = tradeCategoryOf(raw.classifications, words);
  const type = projectTypeOf(words);
  const notice: NormalisedNotice = {
    externalId: raw.externalId,
    projectKey: raw.projectKey,
    title,
    projectName,
    stage: raw.stage,
    ...region.value,
    tradeCategory: trade.value,
    projectType: type.value,
    buyer: cleanParty({ ...raw.buyer, amount: null }),
    agency: raw.agency ? cleanParty({ ...raw.agency, amount: null }) : null,
    tenderers: raw.tenderers.map(cleanParty),
    winners: raw.winners.map(cleanParty),
    amount: raw.amount,
    publishTime: raw.publishTime.toISOString(),
    deadline: iso(raw.deadline),
    bidOpeningTime: iso(raw.bidOpeningTime),
    publisher: sanitizeText(raw.publisher),
    url: raw.url,
    content: sanitizeBody(raw.bodyHtml),
    attachments: raw.attachments.map((a) => ({ title: sanitizeText(a.title) || a.url, url: a.url })),
    normalisation: { region: rule(region), tradeCategory: rule(trade), projectType: rule(type) },
  };
  return { notice, note: HOSTILE.test(raw.bodyHtml) ? 'body held markup outside the allow-list: removed' : null };
}

/** The hash of a stored notice: equal for an unchanged re-import. */
export const noticeHash = (notice: NormalisedNotice): string => createHash('sha256').update(JSON.stringify(notice)).digest('hex');
