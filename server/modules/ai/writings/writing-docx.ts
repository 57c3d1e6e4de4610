import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { Citation, RiskNote, Writing } from '../../../../shared/calls/ai-tools';
import { serverText } from '../../../server-text';

// A writing as a Word document: the title, a table of contents (a TOC field over the heading styles, which
// Word fills in when it opens the file: updateFields), one Heading 1 per section with its Markdown-ish text,
// a contract review's risks as a table, and the references with the portal's full links.

const text = (key: string) => serverText(`aiWriting.export.${key}`);

/** `**bold**` spans of a line as runs; everything else is plain text. */
function runsOf(line: string): TextRun[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (/^\*\*[^*]+\*\*$/.test(part) ? new TextRun({ text: part.slice(2, -2), bold: true }) : new TextRun(part)));
}

/**
 * A section's text as paragraphs: `## ` and `### ` lines as lower headings, `- `/`* ` items as bullets,
 * numbered items kept with their numbers, other lines as paragraphs; blank lines only separate.
 */
export function markdownParagraphs(markdown: string): Paragraph[] {
  return markdown.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (!line) return [];
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length <= 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3;
      return [new Paragraph({ heading: level, children: runsOf(heading[2]!) })];
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    if (bullet) return [new Paragraph({ bullet: { level: 0 }, children: runsOf(bullet[1]!) })];
    return [new Paragraph({ children: runsOf(line) })];
  });
}

/** Every citation of the writing, once each, in the order they first appear. */
export function referencesOf(writing: Writing): Citation[] {
  const all = [...writing.sections.flatMap((section) => section.citations), ...writing.risks.flatMap((risk) => risk.citations)];
  return all.filter((citation, index) => all.findIndex((other) => other.type === citation.type && other.id === citation.id) === index);
}

function referenceParagraphs(citations: Citation[], origin: string): FileChild[] {
  if (!citations.length) return [];
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: text('references') }),
    ...citations.map((citation, index) => {
      const url = `${origin}${citation.href}`;
      return new Paragraph({
        children: [
          new TextRun(`[${index + 1}] ${citation.title}  `),
          new ExternalHyperlink({ link: url, children: [new TextRun({ text: url, style: 'Hyperlink' })] }),
        ],
      });
    }),
  ];
}

const cell = (value: string, bold = false) =>
  new TableCell({ children: value.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] })) });

function riskTable(risks: RiskNote[]): FileChild[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, text: text('risks') });
  if (!risks.length) return [heading, new Paragraph(text('noRisks'))];
  const head = serverText('aiWriting.export.riskHead', { returnObjects: true }) as unknown as string[];
  const rows = risks.map(
    (risk) =>
      new TableRow({
        children: [
          cell(risk.clause),
          cell(text(`topics.${risk.topic}`)),
          cell(text(`levels.${risk.level}`)),
          cell(risk.finding),
          cell(risk.suggestion),
          cell(risk.citations.map((citation) => citation.title).join('\n')),
        ],
      }),
  );
  return [
    heading,
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [new TableRow({ tableHeader: true, children: head.map((name) => cell(name, true)) }), ...rows],
    }),
  ];
}

function sectionParagraphs(writing: Writing): FileChild[] {
  const contract = writing.tool === 'contract';
  const level = contract ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_1;
  const body = writing.sections.flatMap((section) => [
    new Paragraph({ heading: level, text: section.heading }),
    ...markdownParagraphs(section.text),
  ]);
  if (!contract || !body.length) return body;
  return [new Paragraph({ heading: HeadingLevel.HEADING_1, text: text('clauses') }), ...body];
}

/** The .docx bytes of a writing; `origin` makes the references' links absolute. */
export async function writingDocx(writing: Writing, origin: string): Promise<Buffer> {
  const document = new Document({
    title: writing.title,
    features: { updateFields: true },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: writing.title }),
          // Not a heading: the contents would list itself.
          new Paragraph({ children: [new TextRun({ text: text('toc'), bold: true, size: 32 })] }),
          new TableOfContents(text('toc'), { hyperlink: true, headingStyleRange: '1-2' }),
          new Paragraph({ children: [new TextRun({ text: text('tocHint'), italics: true, size: 18 })] }),
          ...(writing.tool === 'contract' ? riskTable(writing.risks) : []),
          ...sectionParagraphs(writing),
          ...referenceParagraphs(referencesOf(writing), origin),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The download's name: the title without the characters file systems refuse. */
export function docxFileName(title: string): string {
  const safe = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return serverText('aiWriting.export.fileName', { title: safe || 'writing' });
}
