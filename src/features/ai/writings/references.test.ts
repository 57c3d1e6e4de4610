import { describe, expect, it } from 'vitest';
import { referencesOf } from './references';

const cite = (type: string, id: number) => ({ type, id, title: `${type}${id}`, href: `/${type}/${id}`, excerpt: '' });

describe('references of a writing', () => {
  it('lists each cited item once, in order of first use', () => {
    const sections = [
      { citations: [cite('standard', 1), cite('policy', 2)] },
      { citations: [cite('standard', 1), cite('paper', 1)] },
      { citations: [] },
    ];
    expect(referencesOf(sections).map((c) => c.title)).toEqual(['standard1', 'policy2', 'paper1']);
  });
});
