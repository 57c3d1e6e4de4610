import { CONTRACT_FILE_MAX_BYTES } from '../../../../shared/calls/ai-tools';
import { fail } from '../../../services/failure';
import { contractReader } from './contract-reader/reader-pool';

// A contract upload (.docx or .txt, sent as base64) read into plain text. Whatever the bytes are, the answer
// is the text or a refusal (44003 not readable, 44004 too large), never an error of the reader. The bytes are
// read in a bounded worker thread (contract-reader/), never on the server's event loop.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function bytesOf(contentBase64: string): Buffer {
  // A data URL (what FileReader.readAsDataURL gives) carries its bytes after the comma.
  const compact = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw fail('aiWriting.badFile');
  // Checked from the length before decoding: 4 characters carry 3 bytes.
  if (Math.floor((compact.length * 3) / 4) - (compact.match(/=+$/)?.[0].length ?? 0) > CONTRACT_FILE_MAX_BYTES)
    throw fail('aiWriting.fileTooLarge');
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > CONTRACT_FILE_MAX_BYTES) throw fail('aiWriting.fileTooLarge');
  return bytes;
}

const reader = contractReader();

/** The plain text of an uploaded contract; only .docx and .txt are read. */
export async function readContractFile(fileName: string, contentBase64: string): Promise<string> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension !== 'docx' && extension !== 'txt') throw fail('aiWriting.badFile');
  return reader.read(extension, bytesOf(contentBase64));
}
