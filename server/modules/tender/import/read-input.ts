import type { Refusal } from './notice-record';
import type { Json } from './ocds-merge';

// The input's JSON values: one document (a package, a release, an array of them) or JSON lines, one value a
// line. A line that is not JSON is refused with its number; the other lines are read.

export interface InputItem {
  /** 1-based line the value starts on. */
  line: number;
  value: Json;
}

/** The line of a JSON.parse error, from the position its message names. */
function errorLine(text: string, err: unknown): number {
  const message = err instanceof Error ? err.message : String(err);
  const explicit = /line (\d+)/.exec(message);
  if (explicit) return Number(explicit[1]);
  const position = /position (\d+)/.exec(message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : 1;
}

const reasonOf = (err: unknown) => `malformed JSON: ${err instanceof Error ? err.message : String(err)}`;

export function readItems(text: string): { items: InputItem[]; refused: Refusal[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { items: [], refused: [] };
  try {
    const value = JSON.parse(body) as Json;
    return { items: Array.isArray(value) ? value.map((item) => ({ line: 1, value: item })) : [{ line: 1, value }], refused: [] };
  } catch (whole) {
    const lines = body.split('\n');
    const first = lines.findIndex((line) => line.trim());
    // One document over many lines ("{" alone on its first): its error is the file's, at the line it names.
    if (/^\s*[[{]\s*$/.test(lines[first] ?? '')) {
      const line = errorLine(body, whole);
      return { items: [], refused: [{ at: `line ${line}`, reason: reasonOf(whole) }] };
    }
    const items: InputItem[] = [];
    const refused: Refusal[] = [];
    lines.forEach((text, index) => {
      if (!text.trim()) return;
      try {
        items.push({ line: index + 1, value: JSON.parse(text) as Json });
      } catch (err) {
        refused.push({ at: `line ${index + 1}`, reason: reasonOf(err) });
      }
    });
    // Not one line was JSON: the file is not JSON lines at all, one reason says so.
    if (!items.length && refused.length > 1)
      return { items, refused: [{ at: refused[0]!.at, reason: `not JSON lines: ${refused[0]!.reason}` }] };
    return { items, refused };
  }
}
