import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectType, TradeCategory } from '../../../../shared/calls/enums';
import type { Stage } from './notice-record';

// The normalisation rules (zh-cn data in ./rules/): notice types, region names, trade categories and project types.

const read = <T>(file: string): T => JSON.parse(readFileSync(join(import.meta.dirname, 'rules', file), 'utf8')) as T;

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

export const stageRules = read<StageRules>('stages.json');
/** The scraped format's field names. */
export const scrapedFields =
  read<Record<'buyer' | 'buyerCode' | 'agency' | 'winner' | 'winnerCode' | 'winAmount', string>>('scraped-fields.json');
export const regionRules = read<RegionRules>('regions.json');
export const categoryRules = read<CategoryRules>('categories.json');
