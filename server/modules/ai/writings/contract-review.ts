import {
  AI_TOOL_KINDS,
  OUTLINE_SECTIONS_MAX,
  SECTION_TEXT_MAX,
  type RiskNote,
  type Writing,
  type WritingSection,
} from '../../../../shared/calls/ai-tools';
import type { Database } from '../../../db/database';
import { serverText } from '../../../server-text';
import { fail } from '../../../services/failure';
import { consumptionRule, refund, spend } from '../../points/public';
import { checkContract, type Finding } from './contract-checks';
import { splitClauses, type Clause } from './contract-clauses';
import rules from '../../../../locales/zh-cn/contract-rules.json';
import { citationFinder } from './portal-citations';
import { createWriting } from './writing-store';

// Contract review: the rule-based notes on measurement and payment, each citing the portal's
// standards and policies it rests on, saved as a writing of the contract tool. It spends one aiContract use,
// given back when the review fails.

const LEVEL_ORDER: Record<RiskNote['level'], number> = { high: 0, medium: 1, low: 2 };
const HEADING_MAX = 200;

const topicName = (topic: string) => serverText(`aiWriting.export.topics.${topic}`);

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(key === 'topic' ? topicName(String(vars.topic)) : (vars[key] ?? '')),
  );
}

async function noteOf(finding: Finding, cite: ReturnType<typeof citationFinder>): Promise<RiskNote> {
  const rule = rules.rules[finding.rule];
  return {
    clause: finding.clause ?? serverText('aiWriting.export.wholeContract'),
    topic: finding.topic,
    level: rule.level as RiskNote['level'],
    finding: fill(rule.finding, finding.vars),
    suggestion: fill(rule.suggestion, finding.vars),
    citations: await cite(rule.basis),
  };
}

/** The clauses as at most OUTLINE_SECTIONS_MAX sections (neighbours joined when there are more), so the review stays savable. */
export function clauseSections(clauses: Clause[]): WritingSection[] {
  const perSection = Math.ceil(clauses.length / OUTLINE_SECTIONS_MAX) || 1;
  const sections: WritingSection[] = [];
  for (let start = 0; start < clauses.length; start += perSection) {
    const group = clauses.slice(start, start + perSection);
    const labels = group.length > 1 ? `${group[0]!.label} - ${group[group.length - 1]!.label}` : group[0]!.label;
    sections.push({
      heading: [...labels].slice(0, HEADING_MAX).join('') || String(sections.length + 1),
      text: group
        .map((clause) => clause.text)
        .join('\n\n')
        .slice(0, SECTION_TEXT_MAX),
      status: 'done',
      citations: [],
    });
  }
  return sections;
}

/** The notes of a contract text, most serious first, in the order of the contract within a level. */
export async function reviewNotes(db: Database, text: string): Promise<{ clauses: Clause[]; risks: RiskNote[] }> {
  const clauses = splitClauses(text);
  if (!clauses.length) throw fail('aiWriting.noClauses');
  const cite = citationFinder(db);
  const findings = checkContract(clauses);
  const position = (finding: Finding) =>
    finding.clause === null ? clauses.length : clauses.findIndex((clause) => clause.label === finding.clause);
  findings.sort((a, b) => {
    const level = LEVEL_ORDER[rules.rules[a.rule].level as RiskNote['level']] - LEVEL_ORDER[rules.rules[b.rule].level as RiskNote['level']];
    return level || position(a) - position(b);
  });
  const risks: RiskNote[] = [];
  for (const finding of findings) risks.push(await noteOf(finding, cite));
  return { clauses, risks };
}

/** Spends one use, reviews, saves the review as a writing; the use is refunded if anything after the spend fails. */
export async function reviewContract(db: Database, userId: string, input: { title: string; text: string }, at: Date): Promise<Writing> {
  const kind = AI_TOOL_KINDS.contract;
  const { costPerUse } = await consumptionRule(db, kind);
  const spent = await spend(db, userId, kind, costPerUse, 'reviewContract', 'contract:review', at);
  try {
    const { clauses, risks } = await reviewNotes(db, input.text);
    return await createWriting(
      db,
      userId,
      { tool: 'contract', title: input.title, sections: clauseSections(clauses), risks, mode: 'offline' },
      at,
    );
  } catch (error) {
    await refund(db, userId, spent.entryId, at);
    throw error;
  }
}
