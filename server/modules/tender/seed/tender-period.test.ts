import { describe, expect, it } from 'vitest';
import { demoProjects } from './tender-seeder';

// A demo result said 903 days in the candidates' table and 925 in the text under it. The
// text now states the winner's own bid period, the number of its row in the table.

describe('demo tender results', () => {
  const results = demoProjects(new Date('2026-11-27T08:00:00Z'))
    .flatMap((project) => project.tenders)
    .filter((tender) => tender.engType === '0104' && tender.content.includes('工期：'));

  it('are many, each with a candidates table', () => {
    expect(results.length).toBeGreaterThan(100);
  });

  it("state the first candidate's period from the table in the text, every one", () => {
    const mismatched = results.flatMap((tender) => {
      const head = /<thead><tr>(.*?)<\/tr><\/thead>/.exec(tender.content)?.[1] ?? '';
      const column = [...head.matchAll(/<th>(.*?)<\/th>/g)].findIndex((cell) => cell[1] === '工期');
      const firstRow = /<tbody><tr>(.*?)<\/tr>/.exec(tender.content)?.[1] ?? '';
      const table = [...firstRow.matchAll(/<td>(.*?)<\/td>/g)][column]?.[1];
      const text = /工期：([^；。<]+)/.exec(tender.content)?.[1];
      return table !== undefined && table === text ? [] : [{ id: tender.id, table, text }];
    });
    expect(mismatched).toEqual([]);
  });
});
