import { AI_TITLE_MAX, type TenderForm } from '../../../../shared/calls/ai-tools';
import { TRADE_CATEGORIES } from '../../../../shared/calls/enums';

// The tender form's values and their checks, before createWriting (the server checks the same limits).

/** Evaluation methods of Chinese construction tenders; the value sent is the key, its name is in the locale. */
export const EVALUATION_METHODS = ['comprehensive', 'reasonableLowest', 'lowestPrice', 'twoEnvelope', 'other'] as const;

export interface TenderValues extends TenderForm {
  title: string;
}

export const EMPTY_TENDER: TenderValues = {
  title: '',
  project: '',
  kind: 'ENGINEERING',
  scope: '',
  qualification: '',
  schedule: '',
  evaluation: '',
};

type Field = keyof TenderValues;
const LIMITS: Record<Field, number> = {
  title: AI_TITLE_MAX,
  project: 200,
  kind: 40,
  scope: 4000,
  qualification: 4000,
  schedule: 2000,
  evaluation: 40,
};

export type TenderProblem = { field: Field; problem: 'required' | 'tooLong'; max: number };

/** Every field's problem, in the form's order: all are required and each has its length limit. */
export function tenderProblems(values: TenderValues): TenderProblem[] {
  const problems: TenderProblem[] = [];
  for (const field of Object.keys(LIMITS) as Field[]) {
    const value = values[field].trim();
    const max = LIMITS[field];
    if (!value) problems.push({ field, problem: 'required', max });
    else if (value.length > max) problems.push({ field, problem: 'tooLong', max });
  }
  if (values.kind && !(TRADE_CATEGORIES as readonly string[]).includes(values.kind))
    problems.push({ field: 'kind', problem: 'required', max: LIMITS.kind });
  return problems;
}

/** The form as createWriting takes it, trimmed; the evaluation method goes by its name, which the drafts quote. */
export function tenderFormOf(
  values: TenderValues,
  evaluationName: (key: string) => string = (key) => key,
): { title: string; tender: TenderForm } {
  const trim = (value: string) => value.trim();
  return {
    title: trim(values.title),
    tender: {
      project: trim(values.project),
      kind: values.kind,
      scope: trim(values.scope),
      qualification: trim(values.qualification),
      schedule: trim(values.schedule),
      evaluation: evaluationName(values.evaluation).slice(0, LIMITS.evaluation),
    },
  };
}
