import { describe, expect, it } from 'vitest';
import { SOLUTION_INDUSTRIES } from '../../../shared/calls/product';
import { industryOfSlug, industrySlug, solutionListHref } from './solution-api';

describe('solution addresses', () => {
  it.each([
    [{ page: 1 }, '/solution'],
    [{ page: 2 }, '/solution?page=2'],
    [{ industry: 'TUNNEL', page: 1 }, '/solution/tunnel'],
    [{ industry: 'GOV', page: 3 }, '/solution/gov/3'],
  ] as const)('%j → %s', (state, href) => {
    expect(solutionListHref(state)).toBe(href);
  });

  it('reads every industry back from its segment, and no segment as every industry', () => {
    for (const industry of SOLUTION_INDUSTRIES) expect(industryOfSlug(industrySlug(industry))).toBe(industry);
    expect(industryOfSlug(undefined)).toBeUndefined();
  });

  it.each(['moon', 'ROAD', '1', ''])('answers 404 for the segment %j', (slug) => {
    expect(() => industryOfSlug(slug)).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }));
  });
});
