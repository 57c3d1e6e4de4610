import { CONTRACT_TEXT_MAX } from '../../../../../shared/calls/ai-tools';

// What reading one uploaded contract may cost. The upload itself is at most CONTRACT_FILE_MAX_BYTES
// (5 MB); a .docx is a zip whose parts can inflate a thousandfold, and mammoth keeps about 1 KB of heap per XML
// element, so the parts are bounded before they are parsed, and the parse runs in a worker with a heap of its
// own. Measured (mammoth 1.13, node 20): 200,000 elements or 20,000 paragraphs of 5 formatted runs parse in
// under 256 MB of heap; 3 million empty paragraphs (18 MB of XML) would take about 4 GB.

/** Bounds checked on the zip and its XML parts, in the worker, before mammoth sees them. */
export interface DocxLimits {
  /** Most entries in the zip's central directory (a Word document has a few dozen). */
  maxEntries: number;
  /** Most bytes of XML (.xml and .rels parts together), declared and actually inflated. */
  maxXmlBytes: number;
  /** Most paragraphs (`<w:p>` elements, of any prefix) in all parts together. */
  maxParagraphs: number;
  /** Most XML elements in all parts together. */
  maxElements: number;
  /** Longest text kept, in characters. */
  maxTextChars: number;
}

/** Bounds of the worker that reads one upload, and of how many run at once in one process. */
export interface WorkerLimits {
  /** V8 old-generation heap of the worker; beyond it the worker is stopped. */
  heapMb: number;
  /** V8 young-generation heap of the worker. */
  youngHeapMb: number;
  /** Wall-clock time of one read, worker start included; beyond it the worker is stopped. */
  timeoutMs: number;
  /** Reads running at once. */
  concurrency: number;
  /** Reads waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a read waits for a turn before it is refused. */
  waitMs: number;
}

export interface ReaderLimits {
  docx: DocxLimits;
  worker: WorkerLimits;
}

export const READER_LIMITS: ReaderLimits = {
  docx: {
    maxEntries: 1000,
    maxXmlBytes: 20 * 1024 * 1024,
    maxParagraphs: 20_000,
    maxElements: 200_000,
    maxTextChars: CONTRACT_TEXT_MAX,
  },
  worker: {
    heapMb: 256,
    youngHeapMb: 16,
    // The portal's client gives up on a call after 10 s; a normal contract reads in well under a second.
    timeoutMs: 10_000,
    concurrency: 2,
    maxWaiting: 8,
    waitMs: 3_000,
  },
};
