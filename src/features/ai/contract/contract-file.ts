import { CONTRACT_FILE_MAX_BYTES } from '../../../../shared/calls/ai-tools';

// The browser's own check of a contract upload, before anything is sent: the server checks again (44003/44004).

export const CONTRACT_FILE_TYPES = ['.docx', '.txt'] as const;
/** The `accept` of the file input. */
export const CONTRACT_FILE_ACCEPT = CONTRACT_FILE_TYPES.join(',');

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be read as a contract, or null. */
export function contractFileProblem(name: string, size: number): FileProblem | null {
  const lower = name.toLowerCase();
  if (!CONTRACT_FILE_TYPES.some((type) => lower.endsWith(type))) return 'type';
  if (size > CONTRACT_FILE_MAX_BYTES) return 'size';
  if (size === 0) return 'empty';
  return null;
}

/** The base64 part of a data: URL (FileReader.readAsDataURL), '' when there is none. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma >= 0 ? dataUrl.slice(comma + 1) : '';
}

/** Reads a file as base64 in the browser. */
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64OfDataUrl(typeof reader.result === 'string' ? reader.result : ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** The review's title: the file's name without its type, else the contract's first line, cut to `max`. */
export function contractTitle(text: string, fileName: string | null, max: number): string {
  const fromFile = fileName?.replace(/\.[^.]+$/, '').trim();
  const firstLine =
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  return (fromFile || firstLine).slice(0, max);
}
