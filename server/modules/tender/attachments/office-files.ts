import JSZip from 'jszip';
import { escapeHtml } from '../../../services/html-escape';

// The Office Open XML parts a Word document or an Excel workbook needs at the least, zipped with JSZip. Every
// entry carries the same date, so the same notice always gives the same bytes (and the size the list shows).

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** XML 1.0 has no place for control characters other than tab and line breaks. */
const xmlSafe = (char: string) => char >= ' ' || char === '\t' || char === '\n' || char === '\r';
const escape = (text: string) => escapeHtml([...text].filter(xmlSafe).join(''));

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Zips named parts, each dated `date`, deflated. */
export async function zipFile(parts: Record<string, string | Buffer>, date: Date): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

/** A .docx of paragraphs; headings bold. */
export function docxFile(paragraphs: readonly { text: string; heading?: boolean }[], date: Date): Promise<Buffer> {
  const body = paragraphs
    .map(({ text, heading }) => {
      const run = heading ? '<w:rPr><w:b/><w:sz w:val="28"/></w:rPr>' : '';
      return `<w:p><w:r>${run}<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;
    })
    .join('');
  return zipFile(
    {
      '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
      'word/document.xml': `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    },
    date,
  );
}

/** The A1-style column letters of a zero-based index. */
const column = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : column(Math.floor(index / 26) - 1) + column(index % 26);

/** A .xlsx of one sheet named `sheet`, rows of text cells (inline strings). */
export function xlsxFile(sheet: string, rows: readonly (readonly string[])[], date: Date): Promise<Buffer> {
  const data = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((cell, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return zipFile(
    {
      '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELS}"><sheets><sheet name="${escape(sheet.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols><col min="1" max="1" width="12" customWidth="1"/><col min="2" max="2" width="90" customWidth="1"/></cols><sheetData>${data}</sheetData></worksheet>`,
    },
    date,
  );
}
