import type { WritingSummary } from '../../../../shared/calls/ai-tools';
import { hrefOf } from '../../../engine/href';

/** Where a writing opens: a paper's read view, a tender's editor, a contract's review. */
export function writingHref(writing: Pick<WritingSummary, 'id' | 'tool'>): string {
  switch (writing.tool) {
    case 'paper':
      return hrefOf('AiPaperDetail', { id: writing.id });
    case 'tender':
      return hrefOf('AiTenderCreate', {}, { id: String(writing.id) });
    case 'contract':
      return hrefOf('contract', {}, { id: String(writing.id) });
  }
}

/** The positive whole number of an address value, or null (a missing or malformed id). */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
