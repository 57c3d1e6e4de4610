import type { ProjectType, TradeCategory } from '../../../../shared/calls/enums';
import type { Stage } from './notice-record';
import categoriesJson from './rules/categories.json';
import regionsJson from './rules/regions.json';
import scrapedFieldsJson from './rules/scraped-fields.json';
import stagesJson from './rules/stages.json';

// The normalisation rules (zh-cn data in ./rules/, bundled with the server): notice types, region names, trade
// categories and project types. The JSON is read as the types below say; the import's tests exercise every file.

interface KeywordRule<T> {
  words: string[];
  value: T;
}

export interface StageRules {
  stages: Record<Stage, { noticeTypes: string[]; ocdsTags: string[]; titleSuffix: string }>;
  ocdsIgnoredTags: string[];
}

export interface RegionRules {
  suffixes: string[];
  confidence: { named: number; inferredCity: number; cityOnly: number; provinceOnly: number };
}

export interface CategoryRules {
  tradeCategory: {
    classification: { scheme: string; prefix: string; value: TradeCategory }[];
    keywords: KeywordRule<TradeCategory>[];
    default: TradeCategory;
    confidence: { classification: number; keyword: number; default: number };
  };
  projectType: {
    keywords: KeywordRule<Exclude<ProjectType, 'ALL'>>[];
    default: Exclude<ProjectType, 'ALL'>;
    confidence: { keyword: number; default: number };
  };
  amountUnits: Record<string, number>;
  partyTypes: Record<'buyer' | 'agency' | 'tenderer' | 'winner', 'YZ' | 'ZX' | 'SG'>;
  usccSchemes: string[];
}

export const stageRules: StageRules = stagesJson;
/** The scraped format's field names. */
export const scrapedFields: Record<'buyer' | 'buyerCode' | 'agency' | 'winner' | 'winnerCode' | 'winAmount', string> = scrapedFieldsJson;
export const regionRules: RegionRules = regionsJson;
// JSON strings widen to string: the enum values are checked by the import tests.
export const categoryRules: CategoryRules = categoriesJson as CategoryRules;
