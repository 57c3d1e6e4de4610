import type { Citation, WritingSection } from '../../../../shared/calls/ai-tools';

/** The references of a writing: every section's citations, each once (by type and id), in order of first use. */
export function referencesOf(sections: readonly Pick<WritingSection, 'citations'>[]): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const citation of sections.flatMap((section) => section.citations)) {
    const key = `${citation.type}:${citation.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(citation);
  }
  return out;
}
