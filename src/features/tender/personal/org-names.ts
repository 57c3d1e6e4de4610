import { ORG_NAMES_MAX } from '../../../../shared/calls/enums';

export type OrgNameError = 'length' | 'duplicate';

export const ORG_NAME_MIN = 2;
export const ORG_NAME_MAX = 50;

/** The names to store (trimmed, blanks dropped), or what is wrong with each field, index by index. */
export function checkOrgNames(fields: string[]): { names: string[] } | { errors: (OrgNameError | undefined)[] } {
  const trimmed = fields.map((field) => field.trim());
  const errors = trimmed.map((name, index): OrgNameError | undefined => {
    if (!name) return undefined;
    if (name.length < ORG_NAME_MIN || name.length > ORG_NAME_MAX) return 'length';
    return trimmed.indexOf(name) < index ? 'duplicate' : undefined;
  });
  if (errors.some(Boolean)) return { errors };
  return { names: trimmed.filter(Boolean).slice(0, ORG_NAMES_MAX) };
}
