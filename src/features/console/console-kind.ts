import type { ReactNode } from 'react';
import type { ConsoleTenant } from '../../../shared/calls/console';
import type { CallRow } from '../../../shared/calls/define-call';
import type { EditorialBrief, EditorialRows, EditorialState } from '../../../shared/calls/editorial';
import type { MediaFile, MediaKind } from '../../../shared/calls/media';
import type { ApiClient } from '../../lib/api/api-client';

// A kind of content in the console's browser side (news, standards, courses): its calls, its form and how a
// draft turns into the calls' fields. The list, the editor, the actions and the conflict notice are the same for
// every kind (content-list.tsx, content-editor.tsx).

/** The state of an item, as every kind's item has it. */
export interface ItemState {
  id: number;
  tenants: string[];
  state: EditorialState;
  releaseTime: string;
  deletedAt: string | null;
  updatedAt: string;
  version: number;
}

/** What a form's upload answers: the stored file, or null when refused (the refusal has been shown). */
export type Upload = (kind: MediaKind, file: File) => Promise<MediaFile | null>;

export interface KindFieldsProps<Draft> {
  draft: Draft;
  errors: Record<string, string | undefined>;
  tenants: readonly ConsoleTenant[];
  onChange: (next: Partial<Draft>) => void;
  upload: Upload;
}

/** Methods rather than function properties: every kind is then an AnyConsoleKind for the code shared by all. */
export interface ConsoleKind<Item extends ItemState, Draft> {
  /** The console's section, in its address (/console/<section>/<id>). */
  section: string;
  /** The prefix of its test ids, and its key in locales/zh-cn/console.json `kinds`. */
  name: string;
  rows: EditorialRows;
  emptyDraft(tenants: string[]): Draft;
  draftOf(item: Item): Draft;
  /** The draft as the create and update calls take it. */
  fieldsOf(draft: Draft): Record<string, unknown>;
  /** The errors of a draft that cannot be saved (translation keys by field); none: it can. */
  check(draft: Draft): Record<string, string | undefined>;
  /** The form's fields. */
  fields(props: KindFieldsProps<Draft>): ReactNode;
  /** The form's label key of each field the server may name in a conflict. */
  fieldLabels: Record<string, string>;
  /** The item's page on the site. */
  pageHref(item: Item): string;
  /** Shown on the site only in a list (downloads, jobs): no page of its own to preview an item on. */
  listOnly?: boolean;
}

export type AnyConsoleKind = ConsoleKind<ItemState, unknown>;

/** A call of a kind's row: its body and answer are the kind's (the rows are typed loosely to be shared). */
export function kindCall<T>(api: ApiClient, row: CallRow, body: Record<string, unknown>, token: string): Promise<T> {
  return api.call(row, body, { token, silent: true }) as Promise<T>;
}

export type ListAnswer = { list: EditorialBrief[]; total: number };
export type ItemAnswer<Item> = { item: Item };

/** Whether the form holds what was saved. */
export const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
