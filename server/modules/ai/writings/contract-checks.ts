import type { RiskNote } from '../../../../shared/calls/ai-tools';
import { durationMonthsIn, numbersIn, type Clause } from './contract-clauses';
import rules from '../../../../locales/zh-cn/contract-rules.json';

// The rule-based review of a construction contract for measurement and payment: each topic's clauses are
// found by their words, then checked for what a fair clause states (a deadline, a pricing method, a cap...).
// The patterns, limits and texts are data (locales/zh-cn/contract-rules.json); this file is the logic between them.

export type RuleKey = keyof typeof rules.rules;
export type Topic = Exclude<RiskNote['topic'], 'other'>;

/** A risk before its texts and citations are filled in: the rule, where it is, and the rule's variables. */
export interface Finding {
  rule: RuleKey;
  topic: RiskNote['topic'];
  /** The clause's label; null for the contract as a whole. */
  clause: string | null;
  vars: Record<string, string | number>;
}

const TOPICS = Object.keys(rules.topics) as Topic[];
const { limits } = rules;
const regex = (source: string) => new RegExp(source, 'u');
const TOPIC_WORDS = Object.fromEntries(TOPICS.map((topic) => [topic, regex(rules.topics[topic])])) as Record<Topic, RegExp>;
const MARK = Object.fromEntries(Object.entries(rules.markers).map(([key, source]) => [key, regex(source)])) as Record<
  keyof typeof rules.markers,
  RegExp
>;

const hasDeadline = (text: string) => numbersIn(text, rules.dayLimit).length > 0 || numbersIn(text, rules.monthLimit).length > 0;

type Check = (clauses: Clause[], all: Clause[]) => Finding[];

const at = (rule: RuleKey, clause: Clause | null, vars: Record<string, string | number> = {}): Finding => ({
  rule,
  topic: rules.rules[rule].topic as RiskNote['topic'],
  clause: clause?.label ?? null,
  vars,
});

const CHECKS: Record<Topic, Check> = {
  payment(clauses) {
    const progress = clauses.filter((clause) => MARK.progressPayment.test(clause.text));
    const findings: Finding[] = [];
    for (const clause of progress) {
      // Sentence by sentence: an advance payment's or a deposit's share is not the progress payment's.
      const sentences = clause.text
        .split(/[\n;\u3002\uff1b]/u)
        .filter((sentence) => MARK.progressPayment.test(sentence) && !MARK.notProgress.test(sentence));
      const late = sentences.flatMap((sentence) => numbersIn(sentence, rules.dayLimit)).find((value) => value > limits.paymentDays);
      if (late !== undefined) findings.push(at('paymentLate', clause, { days: late, max: limits.paymentDays }));
      const low = sentences
        .flatMap((sentence) => numbersIn(sentence, rules.percent))
        .find((value) => value > 0 && value < limits.paymentRatioMin);
      if (low !== undefined) findings.push(at('paymentRatioLow', clause, { percent: low, min: limits.paymentRatioMin }));
    }
    // A missing deadline matters once for the contract: on the first progress-payment clause when none has one.
    const first = progress[0];
    if (first && !progress.some((clause) => hasDeadline(clause.text))) findings.push(at('paymentNoDeadline', first));
    return findings;
  },
  variation(clauses) {
    const first = clauses[0]!;
    const findings: Finding[] = [];
    if (!clauses.some((clause) => MARK.variationPricing.test(clause.text.replace(TOPIC_WORDS.variation, ''))))
      findings.push(at('variationNoPricing', first));
    if (!clauses.some((clause) => hasDeadline(clause.text))) findings.push(at('variationNoTimeLimit', first));
    return findings;
  },
  priceAdjustment(clauses, all) {
    const fixed = clauses.find((clause) => MARK.fixedPrice.test(clause.text));
    const months = all.map((clause) => durationMonthsIn(clause.text)).find((value) => value !== null) ?? null;
    if (fixed && months !== null && months > limits.fixedPriceMonths)
      return [at('fixedPriceLong', fixed, { months, max: limits.fixedPriceMonths })];
    if (!all.some((clause) => MARK.fluctuation.test(clause.text))) return [at('priceNoAdjustment', fixed ?? clauses[0]!)];
    return [];
  },
  retention(clauses) {
    const findings: Finding[] = [];
    for (const clause of clauses) {
      const high = numbersIn(clause.text, rules.percent).find((value) => value > limits.retentionMax && value <= 100);
      if (high !== undefined) findings.push(at('retentionHigh', clause, { percent: high, max: limits.retentionMax }));
    }
    if (!clauses.some((clause) => MARK.retentionReturn.test(clause.text) && hasDeadline(clause.text)))
      findings.push(at('retentionNoReturn', clauses[0]!));
    return findings;
  },
  dispute(clauses) {
    const text = clauses.map((clause) => clause.text).join('\n');
    const clause = clauses.find((each) => MARK.arbitration.test(each.text) || MARK.court.test(each.text)) ?? clauses[0]!;
    if (MARK.arbitration.test(text) && MARK.court.test(text)) return [at('disputeBoth', clause)];
    if (!MARK.disputeBody.test(text)) return [at('disputeNoBody', clause)];
    return [];
  },
  measurement(clauses) {
    const first = clauses[0]!;
    const findings: Finding[] = [];
    if (!clauses.some((clause) => MARK.measurementPeriod.test(clause.text))) findings.push(at('measurementNoPeriod', first));
    if (!clauses.some((clause) => MARK.measurementConfirm.test(clause.text) && hasDeadline(clause.text)))
      findings.push(at('measurementNoConfirm', first));
    return findings;
  },
};

/** Every finding of the rules over the clauses; a topic with no clause at all is one note on the whole contract. */
export function checkContract(clauses: Clause[]): Finding[] {
  return TOPICS.flatMap((topic) => {
    const ofTopic = clauses.filter((clause) => TOPIC_WORDS[topic].test(clause.text));
    if (!ofTopic.length) return [{ rule: 'missingTopic' as const, topic, clause: null, vars: { topic } }];
    return CHECKS[topic](ofTopic, clauses);
  });
}
