import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { aiToolCalls as calls, CONTRACT_FILE_MAX_BYTES, type Writing, type WritingSummary } from '../../../shared/calls/ai-tools';
import { accountClient, accountTestOptions, registeredUser } from '../../test-support/accounts';
import { aiMsg, aiWritingMsg, CHINESE } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { parseEvents, streamedText } from '../../test-support/ai-streams';

// Writings through the app on its own database, in the offline drafting mode (no provider set).

const ctx = withTestApp({ ...accountTestOptions().options, ai: { offlinePieceMs: 5, saveEveryMs: 50 } });
const client = () => accountClient(ctx);
const FIXTURE = readFileSync(join(__dirname, '../../test-support/fixtures/sample-contract.txt'), 'utf8');

const call = <T = Record<string, unknown>>(row: { path: string }, body: unknown, token: string) =>
  client().call<T>(row.path, body, { token });

const newUser = () => registeredUser(client(), ctx.db);

/** Sets a quota's balance (opening it first), so a test decides how many uses are left. */
async function setQuota(userId: string, kind: string, balance: number) {
  await ctx.db.query(
    `INSERT INTO residue_accounts (user_id, kind, balance, created_at, updated_at) VALUES ($1, $2, $3, now(), now())
     ON CONFLICT (user_id, kind) DO UPDATE SET balance = $3`,
    [userId, kind, balance],
  );
}

const quotaOf = async (userId: string, kind: string) =>
  (await ctx.db.query<{ balance: number }>('SELECT balance FROM residue_accounts WHERE user_id = $1 AND kind = $2', [userId, kind]))[0]
    ?.balance;

const TENDER = {
  project: '滨江路综合管廊工程',
  kind: 'ENGINEERING',
  scope: '综合管廊土建及附属工程施工',
  qualification: '市政公用工程施工总承包一级及以上资质',
  schedule: '工期 540 日历天',
  evaluation: '综合评估法',
};

const createPaper = (token: string, title = '计量支付数字化研究') =>
  call<{ model: Writing }>(calls.createWriting, { tool: 'paper', title, field: '工程造价' }, token);

async function draft(token: string, body: Record<string, unknown>) {
  const response = await client().post(calls.draft.path, body, { token });
  return {
    response,
    frames: response.headers['content-type']?.toString().startsWith('text/event-stream') ? parseEvents(response.payload) : [],
  };
}

describe('writings of one user', () => {
  it('creates, lists newest first with a tool filter, gets, saves and deletes', async () => {
    const { token } = await newUser();
    const paper = await createPaper(token);
    expect(paper.code, paper.msg).toBe('30000');
    expect(paper.model).toMatchObject({
      tool: 'paper',
      title: '计量支付数字化研究',
      field: '工程造价',
      tender: null,
      sections: [],
      risks: [],
    });
    const tender = await call<{ model: Writing }>(
      calls.createWriting,
      { tool: 'tender', title: '管廊工程招标文件', tender: TENDER },
      token,
    );
    expect(tender.code, tender.msg).toBe('30000');
    expect(tender.model.tender).toEqual(TENDER);
    expect(JSON.parse(tender.model.field)).toEqual(TENDER);

    const all = await call<{ list: WritingSummary[]; total: number }>(calls.writings, {}, token);
    expect(all.total).toBe(2);
    expect(all.list.map((writing) => writing.id)).toEqual([tender.model.id, paper.model.id]);
    const papers = await call<{ list: WritingSummary[]; total: number }>(calls.writings, { tool: 'paper', page: 1, pageSize: 1 }, token);
    expect(papers).toMatchObject({ total: 1, list: [{ id: paper.model.id, tool: 'paper', sectionCount: 0 }] });

    const sections = [
      {
        heading: '引言',
        text: '## 研究背景\n- 要点一',
        status: 'done',
        citations: [{ type: 'standard', id: 1, title: 'GB 50500', href: '/standard/detail/1', excerpt: '' }],
      },
      { heading: '结论', text: '', status: 'streaming', citations: [] },
    ];
    const saved = await call<{ model: Writing }>(calls.saveWriting, { id: paper.model.id, title: '新题目', sections }, token);
    expect(saved.code, saved.msg).toBe('30000');
    expect(saved.model.title).toBe('新题目');
    expect(saved.model.sections[0]).toEqual(sections[0]);
    // Only a running generation may say a section is streaming.
    expect(saved.model.sections[1]!.status).toBe('stopped');
    const got = await call<{ model: Writing }>(calls.writing, { id: paper.model.id }, token);
    expect(got.model.sections).toEqual(saved.model.sections);

    const deleted = await call(calls.deleteWriting, { id: paper.model.id }, token);
    expect(deleted.code).toBe('30000');
    expect((await call(calls.writing, { id: paper.model.id }, token)).code).toBe('40400');
  });

  it("answers another user's writing as missing (40400) on every call", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { model } = await createPaper(owner.token);
    const notFound = { code: '40400', msg: aiWritingMsg('notFound') };
    expect(await call(calls.writing, { id: model.id }, other.token)).toEqual(notFound);
    expect(await call(calls.saveWriting, { id: model.id, title: 'x', sections: [] }, other.token)).toEqual(notFound);
    expect(await call(calls.deleteWriting, { id: model.id }, other.token)).toEqual(notFound);
    expect((await draft(other.token, { id: model.id, part: 'outline' })).response.json()).toEqual(notFound);
    expect((await client().post(calls.exportWriting.path, { id: model.id }, { token: other.token })).json()).toEqual(notFound);
    expect((await call<{ total: number }>(calls.writings, {}, other.token)).total).toBe(0);
    expect((await call(calls.writing, { id: model.id }, owner.token)).code).toBe('30000');
  });

  it('refuses a tender kind outside the tender taxonomy, and a tender without its form', async () => {
    const { token } = await newUser();
    const bad = await call(calls.createWriting, { tool: 'tender', title: '招标文件', tender: { ...TENDER, kind: 'ROCKETS' } }, token);
    expect(bad).toEqual({ code: '40001', msg: aiWritingMsg('badTenderKind') });
    const none = await call(calls.createWriting, { tool: 'tender', title: '招标文件' }, token);
    expect(none).toEqual({ code: '40001', msg: aiWritingMsg('tenderRequired') });
  });

  it('stores a citation only when its link is the detail page of its item, and refuses the save otherwise', async () => {
    const { token } = await newUser();
    const { model } = await createPaper(token);
    const cite = (citation: Record<string, unknown>) => [
      {
        heading: '引言',
        text: '正文',
        status: 'done',
        citations: [{ type: 'standard', id: 3, title: 'GB 50500', href: '/standard/detail/3', excerpt: '', ...citation }],
      },
    ];
    const good = [
      {},
      { type: 'policy', href: '/policy/detail/3' },
      { type: 'paper', href: '/paper/detail/3' },
      { type: 'help', href: '/help/detail/3' },
    ];
    for (const citation of good) {
      const saved = await call<{ model: Writing }>(
        calls.saveWriting,
        { id: model.id, title: model.title, sections: cite(citation) },
        token,
      );
      expect(saved.code, JSON.stringify(citation)).toBe('30000');
      expect(saved.model.sections[0]!.citations).toEqual(cite(citation)[0]!.citations);
    }
    const bad = [
      { href: 'javascript:alert(1)' },
      { href: 'data:text/html,<script>alert(1)</script>' },
      { href: 'https://evil.example/standard/detail/3' },
      { href: '//evil.example/standard/detail/3' },
      { href: '/standard/detail/4' },
      { href: '/standard/detail/3?next=https://evil.example' },
      { href: '/login' },
      { href: '/no-such-page' },
      { href: '' },
      { type: 'news', href: '/news/3' },
      { type: 'policy', href: '/standard/detail/3' },
    ];
    for (const citation of bad) {
      const refused = await call(calls.saveWriting, { id: model.id, title: '不应保存', sections: cite(citation) }, token);
      expect(refused, JSON.stringify(citation)).toEqual({ code: '40001', msg: aiWritingMsg('badCitation') });
    }
    const kept = await call<{ model: Writing }>(calls.writing, { id: model.id }, token);
    expect(kept.model.title).toBe(model.title);
    expect(kept.model.sections[0]!.citations[0]!.href).toBe('/help/detail/3');
  });

  // "\ud800" is valid JSON, and PostgreSQL's jsonb refuses its escape: the save answered 500.
  it('refuses a lone surrogate anywhere in a section (40001), and keeps proper pairs', async () => {
    const { token } = await newUser();
    const { model } = await createPaper(token);
    const section = { heading: '引言', text: '正文', status: 'done', citations: [] as unknown[] };
    const citation = { type: 'standard', id: 3, title: 'GB', href: '/standard/detail/3', excerpt: '' };
    for (const broken of [
      { ...section, text: '正文\ud800' },
      { ...section, heading: '\udc00引言' },
      { ...section, citations: [{ ...citation, excerpt: '摘录\ud83d' }] },
      { ...section, citations: [{ ...citation, title: '\ude00' }] },
    ]) {
      const answer = await call(calls.saveWriting, { id: model.id, title: model.title, sections: [broken] }, token);
      expect(answer, JSON.stringify(broken)).toMatchObject({ code: '40001', msg: expect.stringContaining('Unicode') });
    }
    const paired = await call<{ model: Writing }>(
      calls.saveWriting,
      { id: model.id, title: model.title, sections: [{ ...section, text: '施工 🚧 \ud83d\ude00' }] },
      token,
    );
    expect(paired.code, paired.msg).toBe('30000');
    expect(paired.model.sections[0]!.text).toBe('施工 🚧 😀');
  });

  it('needs a session', async () => {
    const response = await client().post(calls.writings.path, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('drafts in the offline mode', () => {
  it('streams an outline and stores its headings, then a section into its place', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiPaper', 10);
    const { model } = await createPaper(token);

    const outline = await draft(token, { id: model.id, part: 'outline' });
    expect(outline.response.statusCode).toBe(200);
    const [start] = outline.frames;
    expect(start).toMatchObject({ type: 'start', mode: 'offline', messageId: null, sectionIndex: null, balance: 9 });
    expect(outline.frames.at(-1)).toEqual({ type: 'done', status: 'done' });
    const headings = streamedText(outline.frames)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(headings.length).toBeGreaterThan(2);
    const afterOutline = (await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model;
    expect(afterOutline.mode).toBe('offline');
    expect(afterOutline.sections.map((section) => section.heading)).toEqual(headings);
    expect(afterOutline.sections.every((section) => section.text === '' && section.status === 'done')).toBe(true);

    const section = await draft(token, { id: model.id, part: 'section', sectionIndex: 1 });
    expect(section.frames[0]).toMatchObject({ type: 'start', sectionIndex: 1, balance: 8 });
    expect(section.frames.at(-1)).toEqual({ type: 'done', status: 'done' });
    const text = streamedText(section.frames);
    expect(text).toMatch(CHINESE);
    const drafted = (await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model;
    expect(drafted.sections[1]).toMatchObject({ heading: headings[1], text, status: 'done' });
    const cited = section.frames.find((frame) => frame.type === 'citations');
    if (cited?.type === 'citations') expect(drafted.sections[1]!.citations).toEqual(cited.citations);
    expect(drafted.sections[0]!.text).toBe('');
    expect(await quotaOf(userId, 'aiPaper')).toBe(8);
  });

  it('refuses a section index out of range (40001), a section without an outline, and a section without its index', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiPaper', 10);
    const { model } = await createPaper(token);
    expect((await draft(token, { id: model.id, part: 'section', sectionIndex: 0 })).response.json()).toEqual({
      code: '40001',
      msg: aiWritingMsg('noOutline'),
    });
    await draft(token, { id: model.id, part: 'outline' });
    const count = (await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model.sections.length;
    const outOfRange = (await draft(token, { id: model.id, part: 'section', sectionIndex: count })).response.json();
    expect(outOfRange).toEqual({ code: '40001', msg: aiWritingMsg('badSection', { count }) });
    expect((await draft(token, { id: model.id, part: 'section' })).response.json().code).toBe('40001');
    // Refusals spend nothing: only the outline did.
    expect(await quotaOf(userId, 'aiPaper')).toBe(9);
  });

  it('drafts a tender document from its form', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiTender', 5);
    const { model } = await call<{ model: Writing }>(
      calls.createWriting,
      { tool: 'tender', title: '管廊工程招标文件', tender: TENDER },
      token,
    );
    const outline = await draft(token, { id: model.id, part: 'outline' });
    expect(outline.frames.at(-1)).toEqual({ type: 'done', status: 'done' });
    expect((await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model.sections.length).toBeGreaterThan(2);
    expect(await quotaOf(userId, 'aiTender')).toBe(4);
  });

  it('answers 43002 when the quota is spent, and the writing is unchanged', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiPaper', 0);
    const { model } = await createPaper(token);
    const { response, frames } = await draft(token, { id: model.id, part: 'outline' });
    expect(frames).toEqual([]);
    expect(response.json()).toEqual({ code: '43002', msg: aiMsg('quotaShort') });
    expect((await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model.sections).toEqual([]);
  });

  it('refuses a second draft of a writing while one runs (44002)', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiPaper', 10);
    const { model } = await createPaper(token);
    await draft(token, { id: model.id, part: 'outline' });
    ctx.app.ai.offlinePieceMs = 40;
    try {
      const first = draft(token, { id: model.id, part: 'section', sectionIndex: 0 });
      await expect
        .poll(async () => (await call<{ model: Writing }>(calls.writing, { id: model.id }, token)).model.sections[0]!.status, {
          timeout: 20_000,
        })
        .toBe('streaming');
      const second = await draft(token, { id: model.id, part: 'section', sectionIndex: 1 });
      expect(second.response.json()).toEqual({ code: '44002', msg: aiWritingMsg('busy') });
      const saved = await call(calls.saveWriting, { id: model.id, title: 't', sections: [] }, token);
      expect(saved.code).toBe('44002');
      expect((await first).frames.at(-1)).toEqual({ type: 'done', status: 'done' });
    } finally {
      ctx.app.ai.offlinePieceMs = 5;
    }
    expect(await quotaOf(userId, 'aiPaper')).toBe(8);
  });
});

describe('export to .docx', () => {
  it('writes the title, a table of contents field, the headings, subheadings, lists and the references with full links', async () => {
    const { token } = await newUser();
    const { model } = await createPaper(token, '计量支付/数字化研究');
    const citation = {
      type: 'standard',
      id: 15,
      title: 'GB 50500-2013 建设工程工程量清单计价规范',
      href: '/standard/detail/15',
      excerpt: '',
    };
    const sections = [
      { heading: '引言', text: '计量是支付的基础。\n\n## 研究背景\n- **按月**计量\n- 节点计量', status: 'done', citations: [citation] },
      { heading: '结论', text: '结论正文。', status: 'done', citations: [citation] },
    ];
    await call(calls.saveWriting, { id: model.id, title: model.title, sections }, token);

    const response = await client().post(calls.exportWriting.path, { id: model.id }, { token, headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="download.docx"; filename*=UTF-8''${encodeURIComponent('计量支付 数字化研究.docx')}`,
    );

    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const settings = await zip.file('word/settings.xml')!.async('string');
    expect(xml).toContain('<w:instrText xml:space="preserve">TOC \\h \\o &quot;1-2&quot;</w:instrText>');
    expect(xml).toContain('<w:docPartGallery w:val="Table of Contents"/>');
    expect(settings).toContain('w:updateFields');
    const styled = (style: string) =>
      [...xml.matchAll(new RegExp(`<w:pStyle w:val="${style}"/>.*?</w:p>`, 'g'))].map((match) => match[0].replace(/<[^>]+>/g, ''));
    expect(styled('Title')).toEqual(['计量支付/数字化研究']);
    expect(styled('Heading1')).toEqual(['引言', '结论', '参考文献']);
    expect(styled('Heading2')).toEqual(['研究背景']);
    const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(value).toContain('按月计量');
    expect(value).toContain(`[1] ${citation.title}`);
    expect(value).toContain('http://localhost:3000/standard/detail/15');
    // Cited twice, listed once.
    expect(value.match(/\/standard\/detail\/15/g)).toHaveLength(1);
  });
});

describe('reading an uploaded contract', () => {
  const read = (token: string, fileName: string, bytes: Buffer) =>
    call<{ text: string }>(calls.readContract, { fileName, contentBase64: bytes.toString('base64') }, token);

  it('reads .txt in UTF-8 and GB18030, and .docx', async () => {
    const { token } = await newUser();
    expect(await read(token, 'contract.txt', Buffer.from(FIXTURE, 'utf8'))).toMatchObject({ code: '30000', text: FIXTURE.trim() });
    expect((await read(token, '合同.TXT', Buffer.from('b5dad2bbccf520bacfcdacbcdbbfee', 'hex'))).text).toBe('第一条 合同价款');
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('第一条 工程概况'), new Paragraph('1.1 工程名称：管廊工程。')] }] }),
    );
    const text = await read(token, 'contract.docx', docx);
    expect(text.code, text.msg).toBe('30000');
    expect(text.text).toBe('第一条 工程概况\n\n1.1 工程名称：管廊工程。');
  });

  it('refuses other types (44003), unreadable files (44003) and files over 5 MB (44004)', async () => {
    const { token } = await newUser();
    const badFile = { code: '44003', msg: aiWritingMsg('badFile') };
    expect(await read(token, 'contract.pdf', Buffer.from('%PDF-1.7 ...'))).toEqual(badFile);
    expect(await read(token, 'contract', Buffer.from('text'))).toEqual(badFile);
    expect(await read(token, 'contract.docx', Buffer.from('not a zip at all'))).toEqual(badFile);
    expect(await read(token, 'contract.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]))).toEqual(
      badFile,
    );
    expect(await read(token, 'contract.txt', Buffer.from([0xff, 0xfe, 0xfd, 0x81, 0x30]))).toEqual(badFile);
    const big = await read(token, 'contract.txt', Buffer.alloc(CONTRACT_FILE_MAX_BYTES + 1, 0x61));
    expect(big).toEqual({ code: '44004', msg: aiWritingMsg('fileTooLarge') });
  });
});

describe('contract review', () => {
  it('finds at least five cited risk notes in the sample contract, saved as a writing', async () => {
    const { token, userId } = await newUser();
    const review = await call<{ model: Writing }>(calls.reviewContract, { title: '滨江路管廊施工合同审查', text: FIXTURE }, token);
    expect(review.code, review.msg).toBe('30000');
    const { model } = review;
    expect(model).toMatchObject({ tool: 'contract', title: '滨江路管廊施工合同审查', mode: 'offline' });
    expect(model.risks.length).toBeGreaterThanOrEqual(5);
    for (const risk of model.risks) {
      expect(risk.finding).toMatch(CHINESE);
      expect(risk.suggestion).toMatch(CHINESE);
      expect(risk.citations.length).toBeGreaterThan(0);
      for (const citation of risk.citations) expect(citation.href).toMatch(/^\/(standard|policy)\/detail\/\d+$/);
    }
    const topics = new Set(model.risks.map((risk) => risk.topic));
    for (const topic of ['payment', 'variation', 'priceAdjustment', 'retention', 'dispute', 'measurement']) expect(topics).toContain(topic);
    const retention = model.risks.find((risk) => risk.topic === 'retention' && risk.clause === '8.1');
    expect(retention?.level).toBe('high');
    expect(retention?.citations.map((citation) => citation.title)).toContain('建设工程质量保证金管理办法');
    expect(model.risks.find((risk) => risk.clause === '6.2')?.finding).toContain('60');
    expect(model.sections.length).toBeGreaterThan(0);
    expect(model.sections.length).toBeLessThanOrEqual(30);
    expect(await quotaOf(userId, 'aiContract')).toBe(2);
    expect((await call<{ list: WritingSummary[] }>(calls.writings, { tool: 'contract' }, token)).list.map((writing) => writing.id)).toEqual(
      [model.id],
    );

    const exported = await client().post(calls.exportWriting.path, { id: model.id }, { token });
    const { value } = await mammoth.extractRawText({ buffer: exported.rawPayload });
    expect(value).toContain('风险提示');
    expect(value).toContain('建设工程质量保证金管理办法');
  });

  it('notes the topics a contract leaves out as a whole', async () => {
    const { token } = await newUser();
    const text = '第一条 工程概况\n本工程为办公楼装修工程。\n第二条 工期\n工期 90 日历天。';
    const { model } = await call<{ model: Writing }>(calls.reviewContract, { title: '装修合同', text }, token);
    expect(model.risks.map((risk) => risk.topic).sort()).toEqual([
      'dispute',
      'measurement',
      'payment',
      'priceAdjustment',
      'retention',
      'variation',
    ]);
    expect(model.risks.every((risk) => risk.clause === '全文' && risk.citations.length > 0)).toBe(true);
  });

  it('answers 43002 when the aiContract quota is spent, and saves nothing', async () => {
    const { token, userId } = await newUser();
    await setQuota(userId, 'aiContract', 0);
    const answer = await call(calls.reviewContract, { title: '合同', text: FIXTURE }, token);
    expect(answer.code).toBe('43002');
    expect((await call<{ total: number }>(calls.writings, {}, token)).total).toBe(0);
  });
});
