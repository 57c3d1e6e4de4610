import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, createDeflateRaw } from 'node:zlib';

// The three hostile .docx that once took a server down, committed in fixtures/ (each under 1 MB; regenerate with
// `npx tsx server/test-support/docx-bombs.ts`). The zip is written by hand here: no honest zip writer makes a
// header that lies. Each is a real Word document (content types, relationships, main part), so a reader
// without bounds would parse it.
//   docx-bomb-paragraphs.docx  3 million empty paragraphs: 18 MB of XML, under the byte limit, over the
//                              paragraph cap (mammoth alone would need about 4 GB of heap);
//   docx-bomb-text.docx        one run of 300 MB of text, declared as such in the central directory;
//   docx-bomb-lying.docx       100 MB of text whose headers say 4 KB.

export const DOCX_BOMBS = {
  paragraphs: 'docx-bomb-paragraphs.docx',
  text: 'docx-bomb-text.docx',
  lying: 'docx-bomb-lying.docx',
} as const;

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>`;
const TAIL = '</w:body></w:document>';

interface Part {
  name: string;
  /** The part's bytes, piece by piece, so that 300 MB is never held at once. */
  pieces: () => Iterable<string>;
  /** The uncompressed size the headers state instead of the true one. */
  declaredSize?: number;
}

interface Packed {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
  declaredSize: number;
}

async function pack(part: Part): Promise<Packed> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of part.pieces()) {
    const bytes = Buffer.from(piece, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { name: Buffer.from(part.name, 'utf8'), data: Buffer.concat(out), crc, size, declaredSize: part.declaredSize ?? size };
}

/** A local file header (30 bytes) or a central directory header (46 bytes), without the name. */
function header(entry: Packed, central: boolean, offset: number): Buffer {
  const bytes = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (value: number) => (at = bytes.writeUInt16LE(value, at));
  const u32 = (value: number) => (at = bytes.writeUInt32LE(value >>> 0, at));
  u32(central ? 0x02014b50 : 0x04034b50);
  if (central) u16(20); // version made by
  u16(20); // version needed
  u16(0x0800); // UTF-8 names
  u16(8); // deflate
  u16(0); // time
  u16(0x21); // date: 1980-01-01
  u32(entry.crc);
  u32(entry.data.length);
  u32(entry.declaredSize);
  u16(entry.name.length);
  u16(0); // extra field
  if (central) {
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offset);
  }
  return bytes;
}

async function docx(parts: Part[]): Promise<Buffer> {
  const packed = await Promise.all(parts.map(pack));
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of packed) {
    central.push(header(entry, true, offset), entry.name);
    const piece = [header(entry, false, 0), entry.name, entry.data];
    local.push(...piece);
    offset += piece.reduce((sum, bytes) => sum + bytes.length, 0);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(packed.length, 8);
  end.writeUInt16LE(packed.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

function* repeated(piece: string, times: number, perChunk = 10_000): Iterable<string> {
  for (let left = times; left > 0; left -= perChunk) yield piece.repeat(Math.min(perChunk, left));
}

/** A Word document whose main part is HEAD, then `body`, then TAIL. */
const wordDocument = (body: () => Iterable<string>, declaredSize?: number) =>
  docx([
    { name: '[Content_Types].xml', pieces: () => [CONTENT_TYPES] },
    { name: '_rels/.rels', pieces: () => [RELS] },
    { name: 'word/document.xml', pieces: () => [HEAD, ...body(), TAIL], declaredSize },
  ]);

/** 0.75 MiB of text: one Chinese character (U+5408), three bytes in UTF-8. */
const TEXT_PIECE = '\u5408'.repeat(262_144);
/** One paragraph of one run of `mebibytes` of text. */
const textRun = (mebibytes: number) => () => ['<w:p><w:r><w:t>', ...repeated(TEXT_PIECE, (mebibytes * 4) / 3, 1), '</w:t></w:r></w:p>'];

export const makeDocxBombs = async () => ({
  [DOCX_BOMBS.paragraphs]: await wordDocument(() => repeated('<w:p/>', 3_000_000)),
  [DOCX_BOMBS.text]: await wordDocument(textRun(300)),
  [DOCX_BOMBS.lying]: await wordDocument(textRun(100), 4096),
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, bytes] of Object.entries(await makeDocxBombs())) {
    writeFileSync(join(FIXTURES_DIR, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
}
