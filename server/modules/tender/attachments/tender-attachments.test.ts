import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { openStorage } from '../../media/public';
import { attachmentFile, attachmentList, bodyLines, type NoticeSource } from './tender-attachments';

/** The made files never reach the storage. */
const storage = openStorage(undefined, '/nonexistent-tender-storage');

const notice: NoticeSource = {
  id: 7,
  title: '广州市地铁十八号线土建施工招标公告',
  projectName: '广州市地铁十八号线土建施工',
  orgName: '广州地铁集团有限公司',
  publishTime: new Date('2026-10-15T07:57:00Z'),
  source: '中国招标投标公共服务平台',
  content:
    '<h3>一、招标条件</h3><p>本招标项目已具备招标条件 &amp; 资金落实。</p><table><thead><tr><th>排名</th><th>投标人</th></tr></thead><tbody><tr><td>1</td><td>中铁一局</td></tr></tbody></table>',
  attachments: ['招标文件.pdf', '工程量清单.xlsx', '施工图纸.zip', '投标文件格式.docx', '补充说明.rar'],
  attachmentUrls: [],
  storedFiles: [],
};

/** The text a PDF of pdf-file.ts shows: its content streams' UCS-2 strings. */
function pdfText(bytes: Buffer): string {
  const latin = bytes.toString('latin1');
  const streams = [...latin.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) =>
    inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'),
  );
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9a-f]+)> Tj/g)])
    .map((match) =>
      match[1]!
        .match(/.{4}/g)!
        .map((hex) => String.fromCharCode(Number.parseInt(hex, 16)))
        .join(''),
    )
    .join('\n');
}

describe('tender attachment files', () => {
  it('reads the body as lines: headings, paragraphs and table rows', () => {
    expect(bodyLines(notice.content)).toEqual([
      { text: '一、招标条件', heading: true },
      { text: '本招标项目已具备招标条件 & 资金落实。', heading: false },
      { text: '排名  投标人', heading: false },
      { text: '1  中铁一局', heading: false },
    ]);
  });

  it('makes a PDF that holds the notice text', async () => {
    const file = await attachmentFile(notice, 0, storage);
    expect(file).toMatchObject({ name: '招标文件.pdf', contentType: 'application/pdf' });
    expect(file.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = pdfText(file.bytes);
    expect(text).toContain(notice.title);
    expect(text).toContain('本招标项目已具备招标条件 & 资金落实。');
    expect(text).toContain('1  中铁一局');
  });

  it('makes a workbook, a Word document and a zip holding a PDF, each readable as what it says', async () => {
    const sheet = await JSZip.loadAsync((await attachmentFile(notice, 1, storage)).bytes);
    expect(await sheet.file('xl/worksheets/sheet1.xml')!.async('string')).toContain('1  中铁一局');
    const zip = await JSZip.loadAsync((await attachmentFile(notice, 2, storage)).bytes);
    expect(Object.keys(zip.files)).toEqual(['施工图纸.pdf']);
    expect(pdfText(await zip.file('施工图纸.pdf')!.async('nodebuffer'))).toContain(notice.title);
    const docx = await JSZip.loadAsync((await attachmentFile(notice, 3, storage)).bytes);
    expect(await docx.file('word/document.xml')!.async('string')).toContain('资金落实');
  });

  it('serves a title of another kind as the notice text, named .txt', async () => {
    const file = await attachmentFile(notice, 4, storage);
    expect(file).toMatchObject({ name: '补充说明.rar.txt', contentType: 'text/plain; charset=utf-8' });
    expect(file.bytes.toString('utf8')).toContain('中铁一局');
  });

  it('lists every attachment with the size of its file', async () => {
    const list = await attachmentList(notice);
    expect(list.map((item) => item.name)).toEqual([
      '招标文件.pdf',
      '工程量清单.xlsx',
      '施工图纸.zip',
      '投标文件格式.docx',
      '补充说明.rar.txt',
    ]);
    for (const item of list) expect(item.size, item.name).toBe((await attachmentFile(notice, item.index, storage)).bytes.length);
    await expect(attachmentFile(notice, 5, storage)).rejects.toMatchObject({ reason: 'tenderAttachmentNotFound' });
  });
});
