import { describe, expect, it } from 'vitest';
import { resumeAt } from './video-player';

describe('resumeAt', () => {
  it.each([
    [undefined, 20, 0],
    [0, 20, 0],
    [7, 20, 7],
    [18.9, 20, 18.9],
    // Stopped at the end (or within its last second): the lesson starts again.
    [19.5, 20, 0],
    [20, 20, 0],
  ])('saved %s of %s s → starts at %s', (saved, duration, start) => expect(resumeAt(saved, duration)).toBe(start));
});
