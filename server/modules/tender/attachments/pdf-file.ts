import { deflateSync } from 'node:zlib';

// A small text PDF (1.4) for the demo attachments: A4 pages of wrapped lines in Adobe's predefined Chinese font
// STSong-Light with the UniGB-UCS2-H encoding. Such a font is not embedded (every PDF reader brings its own), so
// a page of Chinese text stays a few kilobytes; no PDF library here handles Chinese without embedding a font file.

/** A line of the document: a heading is set larger and bold-free, as notices are. */
export interface PdfLine {
  text: string;
  heading?: boolean;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const SIZE = { body: 11, heading: 14 };
const LEADING = 1.7;

/** Width of a character in ems: CJK and full-width forms are square, the rest about half. */
const charWidth = (char: string) => (char.charCodeAt(0) > 0x2e7f ? 1 : 0.5);

/** The text cut into lines that fit `width` points at `size`. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const char of text) {
    const w = charWidth(char) * size;
    if (used + w > width && line) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += char;
    used += w;
  }
  lines.push(line);
  return lines;
}

/** UCS-2 big-endian hex, as UniGB-UCS2-H reads it; characters outside the BMP become a full-width question mark. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    hex += (code > 0xffff ? 0xff1f : code).toString(16).padStart(4, '0');
  }
  return hex;
}

interface Placed {
  text: string;
  size: number;
}

/** Lines laid out on pages, top to bottom. */
function paginate(lines: readonly PdfLine[]): Placed[][] {
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin;
  const pages: Placed[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.heading ? SIZE.heading : SIZE.body;
    for (const text of wrap(line.text, size, width)) {
      const step = size * LEADING;
      if (y - step < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= step;
      pages[pages.length - 1]!.push({ text, size });
    }
  }
  return pages;
}

function contentStream(placed: Placed[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops = ['BT'];
  for (const { text, size } of placed) {
    y -= size * LEADING;
    ops.push(`/F1 ${size} Tf 1 0 0 1 ${PAGE.margin} ${y.toFixed(1)} Tm <${ucs2Hex(text)}> Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** A PDF of `lines`, titled `title` in its document information. */
export function pdfFile(title: string, lines: readonly PdfLine[]): Buffer {
  const pages = paginate(lines);
  // Objects: 1 catalog, 2 page tree, 3 font, 4 CID font, 5 descriptor, 6 info, then a page and its content each.
  const objects: (string | Buffer)[] = [];
  const pageIds = pages.map((_, i) => 7 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>';
  objects[5] =
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  objects[6] = `<< /Title <feff${ucs2Hex(title)}> /Producer (portal) >>`;
  pages.forEach((placed, i) => {
    const id = pageIds[i]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    const stream = deflateSync(contentStream(placed));
    objects[id + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    const body = objects[id]!;
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets[id] = offset;
    offset += chunk.length;
    chunks.push(chunk);
  }
  const xref = [
    `xref\n0 ${objects.length}\n`,
    '0000000000 65535 f \n',
    ...offsets.slice(1).map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
  ];
  chunks.push(
    Buffer.from(`${xref.join('')}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(chunks);
}
