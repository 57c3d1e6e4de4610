import type { EditorialHelp } from '../../../shared/calls/console-help';
import { RES_NUMBER_PATTERN } from '../../../shared/calls/help';

/** What the help article form holds. */
export interface HelpDraft {
  title: string;
  categoryId: string;
  resNumber: string;
  summary: string;
  content: string;
  tenants: string[];
}

export const emptyHelp = (tenants: string[]): HelpDraft => ({
  title: '',
  categoryId: '',
  resNumber: '',
  summary: '',
  content: '',
  tenants,
});

export const helpDraftOf = (item: EditorialHelp): HelpDraft => ({
  title: item.title,
  categoryId: String(item.categoryId),
  resNumber: item.resNumber,
  summary: item.summary,
  content: item.content,
  tenants: item.tenants,
});

/** The draft as the calls take it. */
export const helpFieldsOf = (draft: HelpDraft) => ({
  ...draft,
  title: draft.title.trim(),
  resNumber: draft.resNumber.trim(),
  categoryId: Number(draft.categoryId),
});

const RES_NUMBER = new RegExp(RES_NUMBER_PATTERN);

/** Why the draft cannot be saved, by field (a number another article has is the server's to say). */
export function checkHelp(draft: HelpDraft) {
  const number = draft.resNumber.trim();
  return {
    title: draft.title.trim() ? undefined : 'editor.titleRequired',
    categoryId: draft.categoryId ? undefined : 'help.categoryRequired',
    resNumber: !number ? 'help.numberRequired' : RES_NUMBER.test(number) ? undefined : 'help.numberInvalid',
  };
}

export const HELP_FIELD_LABELS: Record<string, string> = {
  title: 'editor.titleLabel',
  categoryId: 'help.category',
  resNumber: 'help.number',
  summary: 'editor.memoLabel',
  content: 'editor.bodyLabel',
  tenants: 'editor.tenantsLabel',
};
