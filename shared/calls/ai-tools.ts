import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { POINTS_CODES } from './points';
import { defineCalls } from './define-call';
import {
  ArrayOf,
  Body,
  BooleanType,
  DateTime,
  Enum,
  FileReply,
  Id,
  Integer,
  MaybeBody,
  Model,
  MultiLineText,
  NoBody,
  Nullable,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

// The AI tools (SPEC §1 AI writing and paper tools, §2 routes). Every row but the catalogue needs a
// login, and works on the session's user's own conversations and writings only (another user's id answers
// 40400, as if it did not exist). Generations stream as server-sent events (`produces: 'stream'`, see
// GenerationEvent) and spend the residueDegree quota of their tool's kind (server/modules/points/residue.ts).

/** The tools of the catalogue. `standards` is Q&A on the standards library, answered with citations. */
export const AI_TOOLS = ['writing', 'paper', 'tender', 'contract', 'standards'] as const;
export type AiTool = (typeof AI_TOOLS)[number];

/** The quota kind (residue_kinds, migration 020/021) each tool spends, one use per generation. */
export const AI_TOOL_KINDS: Record<AiTool, string> = {
  writing: 'aiWrite',
  standards: 'aiWrite',
  paper: 'aiPaper',
  tender: 'aiTender',
  contract: 'aiContract',
};

/** Tools that talk in a conversation (/Conversation); the others make a writing (/aiWriteList). */
export const CHAT_TOOLS = ['writing', 'standards'] as const satisfies readonly AiTool[];
export type ChatTool = (typeof CHAT_TOOLS)[number];
export const WRITING_TOOLS = ['paper', 'tender', 'contract'] as const satisfies readonly AiTool[];
export type WritingTool = (typeof WRITING_TOOLS)[number];

/** `model`: an OpenAI-compatible provider is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL); `offline`: templates and retrieval. */
export const AI_MODES = ['model', 'offline'] as const;
export type AiMode = (typeof AI_MODES)[number];

/** Longest prompt, in characters. */
export const AI_PROMPT_MAX = 4000;
/** Longest contract text reviewed, in characters. */
export const CONTRACT_TEXT_MAX = 200_000;
/** Largest contract upload (.docx, .txt), in bytes. */
export const CONTRACT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest title of a conversation or writing. */
export const AI_TITLE_MAX = 100;
/** Most sections of a paper or tender outline. */
export const OUTLINE_SECTIONS_MAX = 30;
/** Longest text of one section, in characters. */
export const SECTION_TEXT_MAX = 50_000;

/** Business codes of the AI tools, beside SPEC §8's and the points codes (43002: quota short). */
export const AI_CODES = {
  /** The model provider failed, timed out or sent a malformed stream; the partial text is kept and the quota refunded. */
  providerFailed: '44001',
  /** A generation is already running in this conversation or writing. */
  busy: '44002',
  /** An upload that is not .docx or .txt, or cannot be read (damaged, or stopped by the reader's heap or time limit). */
  badFile: '44003',
  /** An upload over CONTRACT_FILE_MAX_BYTES, or a .docx whose content is over the reader's bounds. */
  fileTooLarge: '44004',
} as const;
export type AiCode = (typeof AI_CODES)[keyof typeof AI_CODES];

/** A passage of the portal's own content a generation rests on, with the link to it. */
export const Citation = Model({
  /** The search kind: standard, policy, paper, help (shared/calls/enums SEARCH_TYPES). */
  type: StringType(),
  id: Integer(),
  title: StringType(),
  /** The portal path of the item (a route of src/engine/routes.ts). */
  href: StringType(),
  /** The retrieved passage, plain text. */
  excerpt: StringType(),
});
export type Citation = Static<typeof Citation>;

/** `interrupted`: the process generating it died (its claim lapsed); the part stored is kept and the use refunded. */
export const TOOL_STATUS = ['done', 'stopped', 'failed', 'streaming', 'interrupted'] as const;
export type ToolStatus = (typeof TOOL_STATUS)[number];

/** One tool of the catalogue; its name and description are strings of the portal (locales/zh-cn/ai.json). */
export const ToolEntry = Model({
  key: Enum(AI_TOOLS, { type: 'string' }),
  kind: StringType(),
  costPerUse: Integer(),
});
export type ToolEntry = Static<typeof ToolEntry>;

export const ConversationSummary = Model({
  id: Integer(),
  tool: Enum(CHAT_TOOLS, { type: 'string' }),
  title: StringType(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type ConversationSummary = Static<typeof ConversationSummary>;

export const AiMessage = Model({
  id: Integer(),
  role: Enum(['user', 'assistant'] as const, { type: 'string' }),
  /** Markdown (assistant) or plain text (user). */
  content: StringType(),
  status: Enum(TOOL_STATUS, { type: 'string' }),
  mode: Nullable(Enum(AI_MODES, { type: 'string' })),
  citations: ArrayOf(Citation),
  createdAt: DateTime(),
});
export type AiMessage = Static<typeof AiMessage>;

/** One section of a paper or tender: its heading and its drafted (and edited) Markdown text. */
export const WritingSection = Model({
  heading: StringType({ minLength: 1, maxLength: 200 }),
  text: MultiLineText({ maxLength: SECTION_TEXT_MAX }),
  status: Enum(TOOL_STATUS, { type: 'string' }),
  citations: ArrayOf(Citation),
});
export type WritingSection = Static<typeof WritingSection>;

/** A contract risk: the clause it is in, the topic, what is wrong and what to do, and what it rests on. */
export const RiskNote = Model({
  /** The clause's number or first words, as it stands in the contract. */
  clause: StringType(),
  topic: Enum(['payment', 'variation', 'priceAdjustment', 'retention', 'dispute', 'measurement', 'other'] as const, { type: 'string' }),
  level: Enum(['high', 'medium', 'low'] as const, { type: 'string' }),
  finding: StringType(),
  suggestion: StringType(),
  citations: ArrayOf(Citation),
});
export type RiskNote = Static<typeof RiskNote>;

/** The form of a tender document (SPEC §9 tender taxonomy: the kind and the stage). */
export const TenderForm = Model({
  project: StringType({ minLength: 1, maxLength: 200 }),
  /** SPEC §9 tender kind (shared/calls/tender.ts). */
  kind: StringType({ maxLength: 40 }),
  scope: MultiLineText({ minLength: 1, maxLength: 4000 }),
  qualification: MultiLineText({ minLength: 1, maxLength: 4000 }),
  schedule: MultiLineText({ minLength: 1, maxLength: 2000 }),
  evaluation: StringType({ minLength: 1, maxLength: 40 }),
});
export type TenderForm = Static<typeof TenderForm>;

/** A saved writing of a tool: a paper, a tender document or a contract review. */
export const Writing = Model({
  id: Integer(),
  tool: Enum(WRITING_TOOLS, { type: 'string' }),
  title: StringType(),
  /** The paper's field, or the tender's form (JSON), or ''. */
  field: StringType(),
  tender: Nullable(TenderForm),
  sections: ArrayOf(WritingSection),
  risks: ArrayOf(RiskNote),
  mode: Nullable(Enum(AI_MODES, { type: 'string' })),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type Writing = Static<typeof Writing>;

export const WritingSummary = Model({
  id: Integer(),
  tool: Enum(WRITING_TOOLS, { type: 'string' }),
  title: StringType(),
  sectionCount: Integer(),
  updatedAt: DateTime(),
});
export type WritingSummary = Static<typeof WritingSummary>;

/**
 * The events of a `produces: 'stream'` row, each one `data: <JSON>` frame of text/event-stream, in this order:
 * start, then deltas (and citations once known), then exactly one of done or error. A stop (the browser
 * aborting the request) ends it as `stopped`: the partial text is kept and the use stays spent. An error keeps
 * the partial text too, and refunds the use.
 */
export type GenerationEvent =
  | { type: 'start'; mode: AiMode; messageId: number | null; sectionIndex: number | null; balance: number }
  | { type: 'delta'; text: string }
  | { type: 'citations'; citations: Citation[] }
  | { type: 'done'; status: 'done' | 'stopped' }
  | { type: 'error'; code: string; msg: string; refunded: boolean };

const login = { login: true } as const;
const Title = () => StringType({ minLength: 1, maxLength: AI_TITLE_MAX });
const StreamReply = Reply({});

export const aiToolCalls = defineCalls('aiTools', {
  /** The catalogue with each tool's quota kind and cost, and which mode the host runs in. Public, cached. */
  tools: {
    path: '/ai/tool/list',
    cache: true,
    body: NoBody,
    reply: Reply({ mode: Enum(AI_MODES, { type: 'string' }), model: Nullable(StringType()), list: ArrayOf(ToolEntry) }),
  },

  // ---- conversations (/Conversation) ----
  conversations: {
    path: '/ai/conversation/list',
    ...login,
    body: MaybeBody({ ...Paging }),
    reply: Reply({ list: ArrayOf(ConversationSummary), total: Integer() }),
  },
  conversation: {
    path: '/ai/conversation/get',
    ...login,
    body: Body({ id: Id() }),
    reply: Reply({ model: ConversationSummary, messages: ArrayOf(AiMessage) }),
  },
  createConversation: {
    path: '/ai/conversation/create',
    ...login,
    trim: ['title'],
    dropEmpty: true,
    body: Body({ tool: Enum(CHAT_TOOLS, { type: 'string' }), title: Optional(Title()) }),
    reply: Reply({ model: ConversationSummary }),
  },
  renameConversation: {
    path: '/ai/conversation/rename',
    ...login,
    trim: ['title'],
    body: Body({ id: Id(), title: Title() }),
    reply: Reply({ model: ConversationSummary }),
  },
  deleteConversation: { path: '/ai/conversation/delete', ...login, body: Body({ id: Id() }), reply: Reply({}) },
  /**
   * Streams the answer to a new question, or (regenerate) a new answer to the last question in place of the
   * last answer. Spends one use of the tool's kind when it starts.
   */
  ask: {
    path: '/ai/conversation/ask',
    ...login,
    trim: ['prompt'],
    body: Body({
      id: Id(),
      prompt: Optional(MultiLineText({ minLength: 1, maxLength: AI_PROMPT_MAX })),
      regenerate: Optional(BooleanType()),
    }),
    reply: StreamReply,
    produces: 'stream',
  },

  // ---- writings (/aiWriteList, /aipaper/*, /aiTender/create, /contract) ----
  writings: {
    path: '/ai/writing/list',
    ...login,
    body: MaybeBody({ tool: Optional(Enum(WRITING_TOOLS, { type: 'string' })), ...Paging }),
    reply: Reply({ list: ArrayOf(WritingSummary), total: Integer() }),
  },
  writing: { path: '/ai/writing/get', ...login, body: Body({ id: Id() }), reply: Reply({ model: Writing }) },
  /** A new paper (title and field) or tender document (title and form); its outline is drafted next. */
  createWriting: {
    path: '/ai/writing/create',
    ...login,
    trim: ['title', 'field'],
    body: Body({
      tool: Enum(['paper', 'tender'] as const, { type: 'string' }),
      title: Title(),
      field: Optional(StringType({ maxLength: 100 })),
      tender: Optional(TenderForm),
    }),
    reply: Reply({ model: Writing }),
  },
  /** Saves the user's edits: the title and the sections (headings of the outline and their texts). */
  saveWriting: {
    path: '/ai/writing/save',
    ...login,
    trim: ['title'],
    body: Body({ id: Id(), title: Title(), sections: ArrayOf(WritingSection, { maxItems: OUTLINE_SECTIONS_MAX }) }),
    reply: Reply({ model: Writing }),
  },
  deleteWriting: { path: '/ai/writing/delete', ...login, body: Body({ id: Id() }), reply: Reply({}) },
  /**
   * Streams a draft: the outline (part outline: one heading per line, then saved as the sections) or the text
   * of one section (part section). Spends one use of the tool's kind when it starts.
   */
  draft: {
    path: '/ai/writing/draft',
    ...login,
    body: Body({
      id: Id(),
      part: Enum(['outline', 'section'] as const, { type: 'string' }),
      sectionIndex: Optional(Integer({ minimum: 0, maximum: OUTLINE_SECTIONS_MAX - 1 })),
    }),
    reply: StreamReply,
    produces: 'stream',
  },
  /** The writing as a Word document: title, table of contents, headings, texts and references. */
  exportWriting: { path: '/ai/writing/export', ...login, body: Body({ id: Id() }), reply: FileReply, produces: 'file' },

  // ---- contract review (/contract) ----
  /** Reads an uploaded contract (.docx or .txt, at most 5 MB, sent as base64) into plain text. */
  readContract: {
    path: '/ai/contract/read',
    ...login,
    bodyLimit: Math.ceil((CONTRACT_FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
    body: Body({
      fileName: StringType({ minLength: 1, maxLength: 255 }),
      contentBase64: StringType({ minLength: 1, maxLength: Math.ceil((CONTRACT_FILE_MAX_BYTES * 4) / 3) + 4 }),
    }),
    reply: Reply({ text: StringType() }),
  },
  /** Reviews a contract clause by clause and saves the review as a writing; spends one use of aiContract. */
  reviewContract: {
    path: '/ai/contract/review',
    ...login,
    trim: ['title'],
    bodyLimit: CONTRACT_TEXT_MAX * 4 + 64 * 1024,
    body: Body({ title: Title(), text: MultiLineText({ minLength: 20, maxLength: CONTRACT_TEXT_MAX }) }),
    reply: Reply({ model: Writing }),
  },
});

/** AI tools refusals before a stream starts, `ai.<reason>` (their msg: server.json `ai`). */
export const aiRefusals = defineRefusals('ai', {
  quotaShort: { code: POINTS_CODES.residueShort },
  providerFailed: { code: AI_CODES.providerFailed },
  busy: { code: AI_CODES.busy },
  /** A generation whose process died or lost its claim; sent as a stream's error event, like a provider failure. */
  interrupted: { code: AI_CODES.providerFailed },
  noQuestion: { code: E.invalid },
  nothingToRegenerate: { code: E.invalid },
  conversationNotFound: { code: E.notFound },
});

/** Writings and contract review refusals, `aiWriting.<reason>` (their msg: server.json `aiWriting.errors`). */
export const aiWritingRefusals = defineRefusals(
  'aiWriting',
  {
    notFound: { code: E.notFound },
    busy: { code: AI_CODES.busy },
    badSection: { code: E.invalid },
    noOutline: { code: E.invalid },
    badTenderKind: { code: E.invalid },
    tenderRequired: { code: E.invalid },
    notEditable: { code: E.invalid },
    badFile: { code: AI_CODES.badFile },
    fileTooLarge: { code: AI_CODES.fileTooLarge },
    emptyFile: { code: AI_CODES.badFile },
    textTooLarge: { code: AI_CODES.fileTooLarge },
    tooManyParagraphs: { code: AI_CODES.fileTooLarge },
    tooComplex: { code: AI_CODES.fileTooLarge },
    tooManyParts: { code: AI_CODES.fileTooLarge },
    damagedFile: { code: AI_CODES.badFile },
    readerLimit: { code: AI_CODES.badFile },
    readerBusy: { code: E.tooMany },
    noClauses: { code: E.invalid },
    badCitation: { code: E.invalid },
  },
  'aiWriting.errors',
);
