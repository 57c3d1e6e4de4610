import { fail } from '../../../../services/failure';
import { docxParts } from './docx-parts';
import type { DocxLimits } from './reader-limits';

// The text of an uploaded contract, from its bytes: what the reader worker runs (reader.worker.ts). Whatever
// the bytes are, the answer is the text or a refusal (a Failure), never an error of a parser.

export type ContractExtension = 'docx' | 'txt';

/** UTF-8 (with or without a byte-order mark), else GB18030, the other encoding Chinese text files come in. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw fail('aiWriting.badFile');
    }
  }
}

/** A .docx is a zip archive: it starts with the local-file signature. */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * mammoth reads the parts already inflated and checked (docx-parts.ts) rather than the zip itself, so it never
 * inflates anything of its own. `file` is mammoth's input for an opened archive (lib/unzip.js); its type
 * declarations name only paths and buffers.
 */
function checkedArchive(parts: Map<string, Buffer>) {
  return {
    exists: (name: string) => parts.has(name),
    read: async (name: string, encoding?: string) => {
      const part = parts.get(name);
      if (!part) throw new Error(`no part ${name}`);
      return encoding ? new TextDecoder(encoding).decode(part) : part;
    },
  };
}

async function docxText(bytes: Buffer, limits: DocxLimits): Promise<string> {
  if (!isZip(bytes)) throw fail('aiWriting.badFile');
  const parts = await docxParts(bytes, limits);
  // Loaded only for a document that passed the checks: it is most of a worker's start (about 0.1 s).
  const { default: mammoth } = await import('mammoth');
  try {
    const input = { file: checkedArchive(parts) } as unknown as Parameters<typeof mammoth.extractRawText>[0];
    return (await mammoth.extractRawText(input)).value;
  } catch {
    throw fail('aiWriting.badFile');
  }
}

/** Line ends made plain, blank runs shortened, control characters dropped, cut to `max` characters. */
function tidy(text: string, max: number): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean.slice(0, max);
}

/** The plain text of a contract's bytes, or a Failure. */
export async function contractText(extension: ContractExtension, bytes: Buffer, limits: DocxLimits): Promise<string> {
  const text = tidy(extension === 'docx' ? await docxText(bytes, limits) : decodeText(bytes), limits.maxTextChars);
  if (!text) throw fail('aiWriting.emptyFile');
  return text;
}
