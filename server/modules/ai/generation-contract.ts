import type { AiMode, AiTool, Citation, ToolStatus } from '../../../shared/calls/ai-tools';

// The seam between the generation core (providers, offline drafting, quota, server-sent events: the
// server core) and the tools that start generations (conversations, paper and tender drafts, contract review).

/** One message of a chat-completions request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the offline drafter writes when no model is configured: templates filled with retrieved passages. */
export type OfflineTask =
  | { kind: 'answer'; tool: AiTool; question: string }
  | { kind: 'outline'; tool: 'paper' | 'tender'; title: string; field: string }
  | { kind: 'section'; tool: 'paper' | 'tender'; title: string; heading: string; outline: readonly string[] };

/** A generation a tool asks for: who pays, what to ask a model, what to draft without one, and where the text goes. */
export interface GenerationJob {
  userId: string;
  /** Decides the quota kind (AI_TOOL_KINDS). */
  tool: AiTool;
  /** The residue_ledger reference of the spend, e.g. `conversation:12` or `writing:5:section:2`. */
  reference: string;
  /** The chat-completions messages for a model (the system prompt included). */
  messages: ChatMessage[];
  offline: OfflineTask;
  /** The query the citations are retrieved with (the question, or the title and heading). */
  retrievalQuery: string;
  /** The section a writing's draft is for, named by the start event (null or absent: a conversation or an outline). */
  sectionIndex?: number | null;
  /**
   * Stores the text as it stands: called once when the generation starts (status streaming, text ''), now and
   * then while it streams, and once at the end (done, stopped or failed) with everything generated so far.
   * Returns the id the start event names (the message id, or null for a writing's section). `spendEntryId` is
   * the residue_ledger row of the use this generation spent (ai_messages.spend_entry_id); a save may ignore it.
   */
  save(text: string, status: ToolStatus, citations: Citation[], mode: AiMode, spendEntryId: number): Promise<number | null>;
}
