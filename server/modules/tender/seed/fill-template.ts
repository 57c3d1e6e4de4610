import type { Random } from '../../../db/seeders/seeded-random';

/** What a placeholder of a template stands for. */
export interface Lookup {
  /** Values of this notice or place (a region name, an amount as text…); undefined when it has none. */
  value(name: string): string | undefined;
  /** Word lists (words.json): a list's placeholder takes one of its words, itself filled. */
  words: Record<string, string[]>;
  random: Random;
  /** Words drawn for these lists are kept here and reused by the next templates (one project's texts). */
  keep?: { lists: ReadonlySet<string>; chosen: Map<string, string> };
}

const PLACEHOLDER = /\{([^{}]+)\}/g;
const RANGE = /^n:(\d+)-(\d+)$/;

/**
 * A template with every {placeholder} replaced: a value, a number {n:MIN-MAX}, or a word of the list named
 * without its trailing digits ({town2} is another word of town). An unknown name is a data error.
 */
export function fillTemplate(template: string, lookup: Lookup): string {
  const taken = new Map<string, string>();
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookup.value(name);
    if (value !== undefined) return value;
    const range = RANGE.exec(name);
    if (range) return String(lookup.random.int(Number(range[1]), Number(range[2])));
    const listName = name.replace(/\d+$/, '');
    const list = lookup.words[listName];
    if (!list) throw new Error(`tender seed data: unknown placeholder {${name}} in "${template}"`);
    const kept = lookup.keep?.lists.has(listName) ? lookup.keep.chosen : undefined;
    let word = kept?.get(name);
    if (word === undefined) {
      // Two placeholders of one list in a template ({town} to {town2}) take different words.
      const others = new Set(taken.values());
      word = lookup.random.pick(list);
      for (let tries = 0; others.has(word) && tries < 5; tries++) word = lookup.random.pick(list);
      kept?.set(name, word);
    }
    taken.set(name, word);
    return fillTemplate(word, lookup);
  });
}

/** Whether a template names any of these placeholders. */
export function mentions(template: string, names: ReadonlySet<string>): boolean {
  for (const [, name] of template.matchAll(PLACEHOLDER)) if (names.has(name!)) return true;
  return false;
}
