import mammoth from 'mammoth';
import { CONTRACT_FILE_MAX_BYTES, CONTRACT_TEXT_MAX } from '../../../../shared/calls/ai-tools';
import { fail } from '../../failure';

// A contract upload (.docx or .txt, sent as base64) read into plain text. Whatever the bytes are, the answer
// is the text or a refusal (44003 not readable, 44004 too large), never an error of the reader.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function bytesOf(contentBase64: string): Buffer {
  // A data URL (what FileReader.readAsDataURL gives) carries its bytes after the comma.
  const compact = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw fail('aiWriting.badFile');
  // Checked from the length before decoding: 4 characters carry 3 bytes.
  if (Math.floor((compact.length * 3) / 4) - (compact.match(/=+$/)?.[0].length ?? 0) > CONTRACT_FILE_MAX_BYTES) throw fail('aiWriting.fileTooLarge');
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > CONTRACT_FILE_MAX_BYTES) throw fail('aiWriting.fileTooLarge');
  return bytes;
}

/** UTF-8 (with or without a byte-order mark), else GB18030, the other encoding Chinese text files come in. */
function decodeText(bytes: Buffer): string {
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

async function docxText(bytes: Buffer): Promise<string> {
  if (!isZip(bytes)) throw fail('aiWriting.badFile');
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw fail('aiWriting.badFile');
  }
}

/** Line ends made plain, blank runs shortened, control characters dropped, cut to CONTRACT_TEXT_MAX. */
function tidy(text: string): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean.slice(0, CONTRACT_TEXT_MAX);
}

/** The plain text of an uploaded contract; only .docx and .txt are read. */
export async function readContractFile(fileName: string, contentBase64: string): Promise<string> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension !== 'docx' && extension !== 'txt') throw fail('aiWriting.badFile');
  const bytes = bytesOf(contentBase64);
  const text = tidy(extension === 'docx' ? await docxText(bytes) : decodeText(bytes));
  if (!text) throw fail('aiWriting.emptyFile');
  return text;
}
