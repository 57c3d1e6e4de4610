import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DOCX_BOMBS, FIXTURES_DIR } from '../../../../test-support/docx-bombs';
import { Failure } from '../../../../services/failure';
import { countTags, docxParts } from './docx-parts';
import { READER_LIMITS } from './reader-limits';

// The checks a .docx passes before mammoth parses it, in this thread (the worker runs the same code).

const limits = READER_LIMITS.docx;
const bomb = (name: keyof typeof DOCX_BOMBS) => readFileSync(join(FIXTURES_DIR, DOCX_BOMBS[name]));

async function refusal(bytes: Buffer, custom = limits): Promise<Pick<Failure, 'reason' | 'vars'>> {
  const error: unknown = await docxParts(bytes, custom).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Failure);
  const { reason, vars } = error as Failure;
  return { reason, vars };
}

describe('counting the tags of an XML part', () => {
  it('counts opening tags, and paragraphs of any prefix but no other element starting with p', () => {
    const xml =
      '<?xml version="1.0"?><!-- <w:p> --><w:body><w:p><w:pPr/><w:r><w:t>a<b</w:t></w:r></w:p><w:p/><p x="1"/><a:p></a:p><w:proofErr/></w:body>';
    // w:body, the comment's w:p, w:p, w:pPr, w:r, w:t, w:p, p, a:p, w:proofErr (`<b` in the text is counted too: never fewer).
    const unbounded = { elements: Infinity, paragraphs: Infinity };
    expect(countTags(Buffer.from(xml), { elements: 0, paragraphs: 0 }, unbounded)).toEqual({ elements: 11, paragraphs: 5 });
    // Added to what earlier parts counted, and stopped once over the bound.
    expect(countTags(Buffer.from(xml), { elements: 100, paragraphs: 1 }, unbounded)).toEqual({ elements: 111, paragraphs: 6 });
    expect(countTags(Buffer.from('<w:p/>'.repeat(100)), { elements: 0, paragraphs: 0 }, { elements: Infinity, paragraphs: 10 })).toEqual({
      elements: 11,
      paragraphs: 11,
    });
  });
});

describe('the XML parts of a .docx', () => {
  it('gives the XML parts of a normal document, and no image', async () => {
    const bytes = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('第一条 工程概况')] }] }));
    const zip = await JSZip.loadAsync(bytes);
    zip.file('word/media/image1.png', Buffer.alloc(1024, 1));
    const parts = await docxParts(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), limits);
    expect(parts.get('word/document.xml')?.toString('utf8')).toContain('第一条 工程概况');
    expect(parts.has('[Content_Types].xml')).toBe(true);
    expect(parts.has('word/media/image1.png')).toBe(false);
  });

  it('refuses 3 million empty paragraphs by the paragraph cap', async () => {
    expect(await refusal(bomb('paragraphs'))).toEqual({ reason: 'aiWriting.tooManyParagraphs', vars: { max: limits.maxParagraphs } });
  });

  it('refuses the same document by the element cap when paragraphs are allowed', async () => {
    expect(await refusal(bomb('paragraphs'), { ...limits, maxParagraphs: Infinity })).toEqual({
      reason: 'aiWriting.tooComplex',
      vars: { max: limits.maxElements },
    });
  });

  it('refuses 300 MB of text from the declared sizes, before inflating it', async () => {
    expect(await refusal(bomb('text'))).toEqual({ reason: 'aiWriting.textTooLarge', vars: { megabytes: 20 } });
  });

  it('refuses a part that inflates past its declared size (a lying header)', async () => {
    expect(await refusal(bomb('lying'))).toEqual({ reason: 'aiWriting.damagedFile', vars: {} });
    // The lie stays a lie under looser limits: the count is of what the part is said to hold.
    expect(await refusal(bomb('lying'), { ...limits, maxXmlBytes: 1024 ** 3 })).toEqual({ reason: 'aiWriting.damagedFile', vars: {} });
  });

  it('refuses too many entries, and what is no zip', async () => {
    const zip = new JSZip();
    for (let index = 0; index <= limits.maxEntries; index += 1) zip.file(`word/media/${index}.bin`, '');
    expect(await refusal(await zip.generateAsync({ type: 'nodebuffer' }))).toEqual({
      reason: 'aiWriting.tooManyParts',
      vars: { max: limits.maxEntries },
    });
    expect(await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]))).toEqual({
      reason: 'aiWriting.badFile',
      vars: {},
    });
  });
});
