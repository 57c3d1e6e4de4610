import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { tenderCalls } from '../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueWord } from '../../test-support/tenders';

type Page = CallReply<typeof tenderCalls.listPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const WORD = uniqueWord();
/** Chinese text long enough to be cut on both sides of the keyword. */
const FILLER = '本工程位于城市主干道沿线，施工期间应做好交通组织与安全防护措施。'.repeat(4);
/** An amount only this file's fixtures have, so that a common Chinese keyword finds them among the demo's. */
const AMOUNT = 3_333_333_333;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const orgId = await insertOrg(ctx.db);
  const tender = (key: string, content: string) =>
    insertTender(ctx.db, { orgId, projectName: `${WORD} 综合管廊工程`, content, amount: AMOUNT }).then((id) => (ids[key] = id));
  await tender(
    'long',
    `<h2>招标条件</h2><p>${FILLER}</p><p>本次招标的${WORD}综合管廊工程&amp;附属设施，<b>资格</b>要求见下文。</p><p>${FILLER}</p>`,
  );
  await tender('entities', `<p>注意：&lt;script&gt;alert(1)&lt;/script&gt; 不是脚本，${WORD} 😀 标段</p>`);
  await tender('elsewhere', '<p>正文没有提到关键词。</p>');
});

const search = async (keyword: string) => {
  const page = await client.call<Page>('/ai/pub/bid/listPaged', { keyword, amountMin: AMOUNT, amountMax: AMOUNT, pageSize: 50 });
  return new Map(page.list.map((item) => [item.id, item.snippet]));
};

describe('tender list snippets', () => {
  it('shows plain text of the body around the first match, cut with ellipses, tags dropped and entities decoded', async () => {
    const snippets = await search(WORD);
    const long = snippets.get(ids.long!)!;
    expect(long).toMatch(/^…/);
    expect(long).toMatch(/…$/);
    expect([...long].length).toBeLessThanOrEqual(120);
    expect(long).toContain(`本次招标的${WORD}综合管廊工程&附属设施，资格要求见下文。`);
    expect(long).not.toMatch(/<\/?(p|b|h2)>/);
  });

  it('keeps angle brackets the body wrote as text (the list escapes them), and never cuts a character in two', async () => {
    const snippet = (await search(WORD)).get(ids.entities!)!;
    expect(snippet).toBe(`注意：<script>alert(1)</script> 不是脚本，${WORD} 😀 标段`);
  });

  it('matches a Chinese keyword in the body and leaves the snippet out where the body lacks it', async () => {
    const snippets = await search('综合管廊');
    expect(snippets.get(ids.long!)).toContain('综合管廊工程');
    expect(snippets.get(ids.elsewhere!)).toBeUndefined();
    expect(snippets.has(ids.elsewhere!)).toBe(true);
  });

  it('leaves snippets out of a list without a keyword', async () => {
    const page = await client.call<Page>('/ai/pub/bid/listPaged', { pageSize: 5 });
    expect(page.list.every((item) => item.snippet === undefined)).toBe(true);
  });
});
