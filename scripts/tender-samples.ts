import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../server/db/seeders/seeded-random';

// npm run tenders:samples — writes the sample packs of server/db/seed-data/tender-samples/ from its words/sample-words.json:
// an OCDS release package (tender, clarification and award releases; a few awards re-released with a changed
// amount in a second file) and the scraped JSON-lines format. Deterministic: the same words give the same files.

const dir = join(import.meta.dirname, '..', 'server', 'db', 'seed-data', 'tender-samples');
const words = (await import(join(dir, 'words', 'sample-words.json'), { with: { type: 'json' } })).default as {
  places: [string, string, string][];
  works: [string, string][];
  buyers: string[];
  agencies: string[];
  builders: string[];
};
const random = seededRandom(27);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)]!;
const PROJECTS = 150;
const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
/** A made-up unified social credit code (digits only): 18 characters. */
const uscc = (n: number) => `91${String(440000 + n).padStart(6, '0')}${String(n * 7919).padStart(10, '0')}`.slice(0, 18);

const releases: unknown[] = [];
/** One release package a line: a project re-published whole. */
const changed: unknown[][] = [];
const scraped: string[] = [];
for (let p = 1; p <= PROJECTS; p++) {
  const [province, city, district] = pick(words.places);
  const [work, cpv] = pick(words.works);
  const title = `${city.replace(/市$/, '')}${work.replace('{n}', String(1 + (p % 9)))}`;
  const buyer = pick(words.buyers).replace('{city}', city);
  const agency = pick(words.agencies).replace('{city}', city);
  const builderIndex = Math.floor(random.next() * words.builders.length);
  const winner = words.builders[builderIndex]!;
  const budget = Math.round(1_000_000 + random.next() * 500_000_000);
  const start = Math.floor(random.next() * 300);
  const ocid = `ocds-sample-${String(p).padStart(4, '0')}`;
  // Two other builders bid on each awarded project (chosen without drawing from `random`, so the rest stays as it was).
  const rivals = p % 3 === 0 ? [] : [1, 2].map((k) => (builderIndex + k + (p % 2)) % words.builders.length);
  const parties = [
    { id: 'buyer', name: buyer, roles: ['buyer'], address: { region: province, locality: `${city}${district}` } },
    { id: 'agency', name: agency, roles: ['procuringEntity'] },
    { id: 'winner', name: winner, roles: ['supplier', 'tenderer'], identifier: { scheme: 'CN-USCC', id: uscc(builderIndex + 1) } },
    ...rivals.map((index, k) => ({
      id: `rival-${k + 1}`,
      name: words.builders[index]!,
      roles: ['tenderer'],
      identifier: { scheme: 'CN-USCC', id: uscc(index + 1) },
    })),
  ];
  const tender = {
    id: `${ocid}-tender`,
    title,
    description: `${title}，建设地点位于${province}${city}${district}。`,
    value: { amount: budget, currency: 'CNY' },
    tenderPeriod: { endDate: `${day(start + 20)}T09:30:00+08:00` },
    items: [{ id: '1', classification: { scheme: 'CPV', id: cpv } }],
    documents: [{ id: 'notice', documentType: 'tenderNotice', title: '招标公告', url: `https://example.org/ocds/${ocid}` }],
  };
  const first = releases.length;
  releases.push({
    ocid,
    id: `${ocid}-1`,
    date: `${day(start)}T09:00:00+08:00`,
    tag: ['tender'],
    buyer: { id: 'buyer', name: buyer },
    parties,
    tender,
  });
  if (p % 4 === 0) {
    releases.push({
      ocid,
      id: `${ocid}-2`,
      date: `${day(start + 5)}T09:00:00+08:00`,
      tag: ['tenderAmendment'],
      tender: { id: tender.id, tenderPeriod: { endDate: `${day(start + 25)}T09:30:00+08:00` } },
    });
  }
  if (p % 3 !== 0) {
    const award = (amount: number, n: number) => ({
      ocid,
      id: `${ocid}-award-${n}`,
      date: `${day(start + 30 + n)}T10:00:00+08:00`,
      tag: ['award'],
      parties,
      // The offers: the winner's is its award; the others a little higher.
      bids: {
        details: [
          { id: 'bid-0', tenderers: [{ id: 'winner', name: winner }], value: { amount, currency: 'CNY' } },
          ...rivals.map((index, k) => ({
            id: `bid-${k + 1}`,
            tenderers: [{ id: `rival-${k + 1}`, name: words.builders[index]! }],
            value: { amount: Math.round(budget * (0.95 + 0.02 * k)), currency: 'CNY' },
          })),
        ],
      },
      awards: [{ id: 'award-1', status: 'active', suppliers: [{ id: 'winner', name: winner }], value: { amount, currency: 'CNY' } }],
    });
    releases.push(award(Math.round(budget * 0.93), 0));
    // A re-published project: its releases again, and a later award release that changes the amount.
    if (p % 10 === 1) changed.push([...releases.slice(first), award(Math.round(budget * 0.9), 1)]);
  }
  const code = `SAMPLE-ZB-${String(p).padStart(4, '0')}`;
  const base = {
    projectCode: code,
    招标人: buyer,
    代理机构: agency,
    regionText: `${province}${city}${district}`,
    site: '示例公共资源交易平台',
  };
  scraped.push(
    JSON.stringify({
      ...base,
      id: `${code}-0100`,
      title: `${title}招标公告`,
      noticeType: '招标公告',
      budget: `${(budget / 10_000).toFixed(2)}万元`,
      publishTime: `${day(start)} 09:00`,
      deadline: `${day(start + 20)} 09:30`,
      url: `https://example.org/notice/${code}/0100`,
      bodyHtml: `<p>${title}已批准建设，现对该项目进行公开招标。</p>`,
      attachments: [{ title: '招标文件.pdf', url: `https://example.org/files/${code}.pdf` }],
    }),
  );
  if (p % 2 === 0) {
    scraped.push(
      JSON.stringify({
        ...base,
        id: `${code}-0104`,
        title: `${title}中标结果公告`,
        noticeType: '中标结果',
        中标人: winner,
        中标人信用代码: uscc(builderIndex + 1),
        中标金额: `${(budget * 0.95) / 10_000}万元`,
        publishTime: `${day(start + 35)} 15:00`,
        url: `https://example.org/notice/${code}/0104`,
        bodyHtml: `<p>${title}评标工作已经结束，中标人已确定。</p>`,
      }),
    );
  }
}
mkdirSync(dir, { recursive: true });
const publisher = { name: '示例数据发布方' };

writeFileSync(
  join(dir, 'ocds-releases.json'),
  `${JSON.stringify({ uri: 'https://example.org/ocds', publisher, publishedDate: '2025-12-01T00:00:00Z', version: '1.1', releases }, null, 1)}\n`,
);
writeFileSync(
  join(dir, 'ocds-changed.jsonl'),
  `${changed.map((project) => JSON.stringify({ publisher, version: '1.1', releases: project })).join('\n')}\n`,
);
writeFileSync(join(dir, 'scraped-notices.jsonl'), `${scraped.join('\n')}\n`);
console.log(`wrote ${releases.length} releases, ${changed.length} re-published projects, ${scraped.length} scraped notices to ${dir}`);
