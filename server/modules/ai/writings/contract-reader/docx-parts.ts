import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fail, Failure } from '../../../../services/failure';
import type { DocxLimits } from './reader-limits';

// The XML parts of a .docx, inflated within bounds: the central directory's entry count and declared sizes
// are checked before anything is inflated, and the bytes each part actually inflates to are counted while
// they are inflated (yauzl stops a part that gives more than its declared size: a lying header). Parts that
// are not XML (images, embedded files) are never inflated: the text does not need them.

const MB = 1024 * 1024;

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

async function openZip(bytes: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw fail('aiWriting.badFile');
  }
}

/** The central directory's entries, refused when there are too many or their XML declares too many bytes. */
async function xmlEntries(zip: ZipFile, limits: DocxLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) throw fail('aiWriting.tooManyParts', { max: limits.maxEntries });
  const entries: Entry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (!isXmlPart(entry.fileName)) continue;
      declared += entry.uncompressedSize;
      if (declared > limits.maxXmlBytes) throw fail('aiWriting.textTooLarge', { megabytes: limits.maxXmlBytes / MB });
      entries.push(entry);
    }
  } catch (error) {
    throw error instanceof Failure ? error : fail('aiWriting.badFile');
  }
  return entries;
}

/** One part's bytes; more than its declared size (or than the room left) stops the inflation. */
async function inflate(zip: ZipFile, entry: Entry, room: number): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw fail('aiWriting.badFile');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > room || size > entry.uncompressedSize) throw new Error('more bytes than declared');
      chunks.push(chunk);
    }
  } catch {
    stream.destroy();
    // The declared sizes passed, so whatever inflates past them, or does not inflate, is a damaged archive.
    throw fail('aiWriting.damagedFile');
  }
  if (size !== entry.uncompressedSize) throw fail('aiWriting.damagedFile');
  return Buffer.concat(chunks, size);
}

const LT = 0x3c;
const COLON = 0x3a;
const P = 0x70;

/** A byte that may start an XML name: a letter, `_`, `:` or any byte of a multi-byte UTF-8 character. */
const startsName = (byte: number) =>
  (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f || byte === COLON || byte >= 0x80;
const continuesName = (byte: number) => startsName(byte) || (byte >= 0x30 && byte <= 0x39) || byte === 0x2d || byte === 0x2e;

interface TagCount {
  elements: number;
  paragraphs: number;
}

/**
 * Adds the opening tags of a part, and among them the paragraphs (`p` of any prefix), to `count`, without
 * parsing the part; it stops as soon as the count is over `max`.
 */
export function countTags(xml: Buffer, count: TagCount, max: TagCount): TagCount {
  for (
    let at = xml.indexOf(LT);
    at !== -1 && count.elements <= max.elements && count.paragraphs <= max.paragraphs;
    at = xml.indexOf(LT, at + 1)
  ) {
    // `</`, `<?` and `<!` are no opening tags.
    if (!startsName(xml[at + 1] ?? 0)) continue;
    count.elements += 1;
    let end = at + 1;
    let local = end;
    for (; end < xml.length && continuesName(xml[end]!); end += 1) if (xml[end] === COLON) local = end + 1;
    if (end - local === 1 && xml[local] === P) count.paragraphs += 1;
  }
  return count;
}

/** The XML parts of a .docx by name, within `limits`; a refusal (Failure) otherwise. */
export async function docxParts(bytes: Buffer, limits: DocxLimits): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    const parts = new Map<string, Buffer>();
    let room = limits.maxXmlBytes;
    const count = { elements: 0, paragraphs: 0 };
    const max = { elements: limits.maxElements, paragraphs: limits.maxParagraphs };
    for (const entry of await xmlEntries(zip, limits)) {
      const part = await inflate(zip, entry, room);
      room -= part.length;
      countTags(part, count, max);
      if (count.paragraphs > max.paragraphs) throw fail('aiWriting.tooManyParagraphs', { max: max.paragraphs });
      if (count.elements > max.elements) throw fail('aiWriting.tooComplex', { max: max.elements });
      parts.set(entry.fileName, part);
    }
    return parts;
  } finally {
    zip.close();
  }
}
