import type { TenderStage } from '../../../../shared/calls/enums';

// What every input format is read into, before normalisation (normalise.ts) and storing (write-notices.ts).

export type Stage = TenderStage;

export interface PartyInput {
  name: string;
  /** Unified social credit code, when the source gives one. */
  uscc: string | null;
}

export interface WinnerInput extends PartyInput {
  /** Whole yuan. */
  amount: number | null;
}

export interface Attachment {
  title: string;
  url: string;
}

/** One notice as a source describes it. */
export interface RawNotice {
  /** The record's id within its source: a re-import of the same id updates the same notice. */
  externalId: string;
  projectKey: string;
  title: string;
  projectName: string;
  stage: Stage;
  buyer: PartyInput | null;
  agency: PartyInput | null;
  /** Bidders, with their offers where published, in the order given. */
  tenderers: WinnerInput[];
  winners: WinnerInput[];
  /** Whole yuan, or null when not published. */
  amount: number | null;
  publishTime: Date;
  deadline: Date | null;
  bidOpeningTime: Date | null;
  /** Address or region words the region is read from. */
  regionText: string;
  /** Classification codes of its items, as `scheme:id`. */
  classifications: string[];
  /** Where the notice was published (the source column). */
  publisher: string;
  url: string | null;
  bodyHtml: string;
  attachments: Attachment[];
}

/** A record that could not be imported, and why. */
export interface Refusal {
  /** Where in the input: a line number and the record's id when known. */
  at: string;
  reason: string;
}

/** What reading one input gave. */
export interface ReadResult {
  format: 'ocds' | 'scraped' | 'unknown';
  notices: { at: string; notice: RawNotice }[];
  refused: Refusal[];
}
