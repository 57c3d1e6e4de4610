import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { ACCOUNT_CODES, type AccountCode } from '../../shared/account-contract';
import { ERROR_CODES, type ErrorCode } from '../../shared/api-contract';
import { AI_CODES, type AiCode } from '../../shared/calls/ai-tools';
import type { ChatRefusal } from '../../shared/calls/chat';
import { POINTS_CODES, type PointsCode } from '../../shared/calls/points';
import { TEXT_KEYWORD } from '../../shared/calls/schema';
import { TRACE_IGNORED_CODE } from '../../shared/calls/trace';
import { isDatabaseUnavailable } from '../db/database-availability';
import { serverText } from '../server-text';
import { Failure, type AiReason, type AiWritingReason, type FailureReason, type PointsReason } from '../services/failure';
import { ApiError } from './envelope';

/** What the API host answers: the HTTP status and the SPEC §7 envelope. */
export interface Answer {
  status: number;
  body: { code: string; msg: string } & Record<string, unknown>;
}

interface FailureCode {
  code: ErrorCode | AccountCode | PointsCode | AiCode | typeof TRACE_IGNORED_CODE;
  /** HTTP status; 200 unless SPEC §8 names one. */
  status?: number;
  /** Key of the msg in locales/zh-cn/server.json, when it is not the reason itself. */
  text?: string;
}

const A = ACCOUNT_CODES;
const E = ERROR_CODES;

/** Chat refusals (their msg: server.json `chat`); most travel as socket frames, a few answer call rows. */
const CHAT_FAILURE_CODES: Record<`chat.${ChatRefusal}`, FailureCode> = {
  'chat.malformed': { code: E.invalid },
  'chat.binary': { code: E.invalid },
  'chat.notHello': { code: E.invalid },
  'chat.badGuest': { code: E.forbidden, status: 403 },
  'chat.forbidden': { code: E.forbidden, status: 403 },
  'chat.empty': { code: E.invalid },
  'chat.tooLong': { code: E.invalid },
  'chat.flood': { code: E.tooMany },
  'chat.notFound': { code: E.notFound },
  'chat.closed': { code: E.invalid },
  'chat.chatOff': { code: E.forbidden, status: 403 },
  'chat.unavailable': { code: E.unavailable },
  'chat.badText': { code: E.invalid },
  // Also the answer of guestCreate past a daily cap (HTTP 200, as the bookings' caps: the portal shows the msg).
  'chat.dailyCap': { code: E.tooMany },
  'chat.tenantCap': { code: E.tooMany },
  'chat.sessionEnded': { code: E.unauthorized, status: 401 },
};

const P = POINTS_CODES;

/** Points and quota refusals (their msg: server.json `points`). */
const POINTS_FAILURE_CODES: Record<`points.${PointsReason}`, FailureCode> = {
  'points.alreadySigned': { code: P.alreadySigned },
  'points.residueShort': { code: P.residueShort },
  'points.pointsShort': { code: P.pointsShort },
  'points.noExchange': { code: P.noExchange },
  'points.exchangeStep': { code: P.exchangeStep },
  'points.unknownKind': { code: P.unknownKind },
  'points.refundUnknown': { code: E.notFound },
  'points.refundDone': { code: E.invalid },
  'points.notYours': { code: E.forbidden, status: 403 },
};

/** AI tools refusals before a stream starts (their msg: server.json `ai`). */
const AI_FAILURE_CODES: Record<`ai.${AiReason}`, FailureCode> = {
  'ai.quotaShort': { code: P.residueShort },
  'ai.providerFailed': { code: AI_CODES.providerFailed },
  'ai.busy': { code: AI_CODES.busy },
  /** A generation whose process died or lost its claim; sent as a stream's error event, like a provider failure. */
  'ai.interrupted': { code: AI_CODES.providerFailed },
  'ai.noQuestion': { code: E.invalid },
  'ai.nothingToRegenerate': { code: E.invalid },
  'ai.conversationNotFound': { code: E.notFound },
};

const AI_WRITING_CODES: Record<AiWritingReason, ErrorCode | AiCode> = {
  notFound: E.notFound,
  busy: AI_CODES.busy,
  badSection: E.invalid,
  noOutline: E.invalid,
  badTenderKind: E.invalid,
  tenderRequired: E.invalid,
  notEditable: E.invalid,
  badFile: AI_CODES.badFile,
  fileTooLarge: AI_CODES.fileTooLarge,
  emptyFile: AI_CODES.badFile,
  textTooLarge: AI_CODES.fileTooLarge,
  tooManyParagraphs: AI_CODES.fileTooLarge,
  tooComplex: AI_CODES.fileTooLarge,
  tooManyParts: AI_CODES.fileTooLarge,
  damagedFile: AI_CODES.badFile,
  readerLimit: AI_CODES.badFile,
  readerBusy: E.tooMany,
  noClauses: E.invalid,
  badCitation: E.invalid,
};

/** Writings and contract review refusals (their msg: server.json `aiWriting.errors`). */
const AI_WRITING_FAILURE_CODES = Object.fromEntries(
  Object.entries(AI_WRITING_CODES).map(([reason, code]) => [`aiWriting.${reason}`, { code, text: `aiWriting.errors.${reason}` }]),
) as Record<`aiWriting.${AiWritingReason}`, FailureCode>;

/** The business code (and HTTP status) of every reason a service may fail with. */
const FAILURE_CODES: Record<Exclude<FailureReason, 'invalidField'>, FailureCode> = {
  newsNotFound: { code: E.notFound },
  newsDirNotFound: { code: E.notFound },
  tagNotFound: { code: E.notFound },
  contentNotFound: { code: E.notFound },
  categoryNotFound: { code: E.notFound },
  docNotFound: { code: E.notFound },
  downloadDirNotFound: { code: E.notFound },
  downloadNotFound: { code: E.notFound },
  downloadLinkExpired: { code: E.notFound, status: 404 },
  jobCityNotFound: { code: E.notFound },
  tenderNotFound: { code: E.notFound },
  productNotFound: { code: E.notFound },
  solutionNotFound: { code: E.notFound },
  bidOrgNotFound: { code: E.notFound },
  videoNotFound: { code: E.notFound },
  videoCategoryNotFound: { code: E.notFound },
  lessonNotFound: { code: E.notFound },
  subscriptionNotFound: { code: E.notFound },
  helpArticleNotFound: { code: E.notFound },
  helpCategoryNotFound: { code: E.notFound },
  helpShareNotFound: { code: E.notFound },
  helpVoteLimit: { code: E.invalid },
  subscriptionLimit: { code: E.invalid },
  regionNotFound: { code: E.invalid },
  regionTooFine: { code: E.invalid },
  amountRangeInvalid: { code: E.invalid },
  unknownTenant: { code: E.notFound },
  outboxLocalOnly: { code: E.forbidden, status: 403 },
  notReady: { code: E.unavailable, status: 503, text: 'unavailable' },
  unauthorized: { code: E.unauthorized, status: 401, text: 'account.sessionExpired' },
  forbidden: { code: E.forbidden, status: 403 },
  'account.sessionExpired': { code: A.sessionInvalid },
  'account.badCredentials': { code: A.badCredentials },
  'account.locked': { code: A.locked },
  'account.badCode': { code: A.badCode },
  'account.codeExpired': { code: A.badCode },
  'account.codeTooSoon': { code: A.codeTooSoon },
  'account.codeDailyCap': { code: A.codeDailyCap },
  'account.phoneTaken': { code: A.phoneTaken },
  'account.phoneBound': { code: A.phoneTaken },
  'account.emailTaken': { code: A.emailTaken },
  'account.noAccount': { code: A.noAccount },
  'account.accountUnknown': { code: A.noAccount },
  'account.noPhone': { code: E.invalid },
  'account.noEmail': { code: E.invalid },
  'account.rebindProofRequired': { code: A.rebindProofRequired },
  'account.icodeRequired': { code: A.icodeRequired },
  'account.badIcode': { code: A.badIcode },
  'account.weakPassword': { code: A.weakPassword },
  'account.guessablePassword': { code: A.weakPassword },
  'account.passwordAlreadySet': { code: E.invalid },
  'account.ticketExpired': { code: A.ticketExpired },
  'account.illegalTransition': { code: A.illegalTransition },
  'account.notMember': { code: A.notMember },
  'account.orgUnknown': { code: A.orgUnknown },
  'account.oauthUnknownProvider': { code: A.oauthFailed },
  'account.oauthStateInvalid': { code: A.ticketExpired },
  'account.oauthFailed': { code: A.oauthFailed },
  ...CHAT_FAILURE_CODES,
  'booking.phoneRequired': { code: E.invalid },
  'booking.phoneFormat': { code: E.invalid },
  'booking.userNameRequired': { code: E.invalid },
  'booking.off': { code: E.forbidden },
  'booking.phoneLimit': { code: E.tooMany },
  'booking.addressLimit': { code: E.tooMany },
  'booking.tenantLimit': { code: E.tooMany },
  'booking.rangeInvalid': { code: E.invalid },
  ...POINTS_FAILURE_CODES,
  'trace.badTime': { code: E.invalid },
  'trace.badUrl': { code: E.invalid },
  'trace.flood': { code: TRACE_IGNORED_CODE },
  'analytics.rangeInvalid': { code: E.invalid },
  'analytics.rangeTooLong': { code: E.invalid },
  ...AI_FAILURE_CODES,
  ...AI_WRITING_FAILURE_CODES,
};

/** The 40001 msg for one broken rule of one field. */
export function invalidText(keyword: string, field: string, limit?: unknown): string {
  const known = ['required', 'type', 'maxLength', 'minLength', 'pattern', 'format', 'enum', 'additionalProperties', 'minimum', 'maximum', 'controlCharacters', 'loneSurrogate'];
  const rule = keyword === TEXT_KEYWORD ? 'controlCharacters' : known.includes(keyword) ? keyword : 'other';
  const detail = serverText(`rules.${rule}`, { field, limit });
  return serverText('invalidRequest', { detail });
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return [path, extra].filter(Boolean).join('.') || serverText('requestBody');
}

/** Turns ajv's findings into one readable sentence of locales/zh-cn/server.json. */
export function describeValidation(errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return serverText('invalidRequest', { detail: '' });
  const params = first.params as Record<string, unknown>;
  // The text keyword says which of its rules the field broke (server/http/ajv-options.ts).
  const keyword = first.keyword === TEXT_KEYWORD && typeof params.rule === 'string' ? params.rule : first.keyword;
  return invalidText(keyword, fieldOf(first), params.limit);
}

export function failureAnswer({ reason, vars, fields }: Failure): Answer {
  if (reason === 'invalidField') {
    return { status: 200, body: { code: E.invalid, msg: invalidText(String(vars.rule), String(vars.field), vars.limit) } };
  }
  const { code, status = 200, text = reason } = FAILURE_CODES[reason];
  return { status, body: { ...fields, code, msg: serverText(text, vars) } };
}

const BAD_BODY_MESSAGE: Record<number, string> = { 413: 'bodyTooLarge', 415: 'unsupportedMediaType' };

/** The answer to any error a call raised; 5xx answers never carry the error's own words. */
export function errorAnswer(error: FastifyError | Error): Answer {
  if (error instanceof Failure) return failureAnswer(error);
  if (error instanceof ApiError) return { status: error.statusCode, body: { ...error.fields, code: error.code, msg: error.message } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { code: E.unavailable, msg: serverText('unavailable') } };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { status: 200, body: { code: E.invalid, msg: describeValidation(fastifyError.validation) } };
  if (fastifyError.statusCode === 429) return { status: 429, body: { code: E.tooMany, msg: serverText('tooManyRequests') } };
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (status >= 500) {
    const unavailable = status === 503;
    return { status, body: { code: unavailable ? E.unavailable : E.internal, msg: serverText(unavailable ? 'unavailable' : 'internal') } };
  }
  // Any other client error is bad input: a business error with our own words, never the framework's.
  const key = BAD_BODY_MESSAGE[status] ?? (/^FST_ERR_CTP_/.test(fastifyError.code ?? '') ? 'invalidJson' : 'badRequest');
  return { status: 200, body: { code: E.invalid, msg: serverText(key) } };
}
