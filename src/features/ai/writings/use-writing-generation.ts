import { aiToolCalls } from '../../../../shared/calls/ai-tools';
import { useGeneration, type GenerationState } from '../shared/use-generation';

export type WritingGeneration = ReturnType<typeof useGeneration>;

/** Streams a draft of a saved writing: its outline, or one section's text (the server saves what it wrote). */
export function draftOf(
  generation: WritingGeneration,
  id: number,
  part: 'outline' | 'section',
  sectionIndex?: number,
): Promise<GenerationState> {
  return generation.start(aiToolCalls.draft, part === 'outline' ? { id, part } : { id, part, sectionIndex });
}

export { useGeneration as useWritingGeneration };
