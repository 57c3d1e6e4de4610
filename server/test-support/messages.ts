import server from '../../locales/zh-cn/server.json';

export type Rule = keyof typeof server.rules;

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key] ?? ''));
}

/** The `msg` of a 40001 answer, built from locales/zh-cn/server.json independently of the server's i18next. */
export function invalidMsg(rule: Rule, vars: { field: string; limit?: number }): string {
  return fill(server.invalidRequest, { detail: fill(server.rules[rule], vars) });
}

type Texts = typeof server;
/** The keys of locales/zh-cn/server.json whose value is one text (not a namespace of an area). */
type TopLevelText = { [K in keyof Texts]: Texts[K] extends string ? K : never }[keyof Texts];

/** A top-level `msg` text of locales/zh-cn/server.json. */
export function serverMsg(key: Exclude<TopLevelText, 'invalidRequest'>): string {
  return server[key];
}

/** An account `msg` text (locales/zh-cn/server.json `account`), with its variables filled in. */
export function accountMsg(key: keyof typeof server.account, vars: Record<string, string | number> = {}): string {
  return fill(server.account[key], vars);
}

/** Whether a text contains Chinese characters (every server `msg` does). */
export const CHINESE = /[\u4e00-\u9fff]/;

/** A chat refusal's `msg` (locales/zh-cn/server.json `chat`), with its variables filled in. */
export function chatMsg(key: keyof typeof server.chat, vars: Record<string, string | number> = {}): string {
  return fill(server.chat[key], vars);
}

/** A points refusal's `msg` (locales/zh-cn/server.json `points`), with its variables filled in. */
export function pointsMsg(key: keyof typeof server.points, vars: Record<string, string | number> = {}): string {
  return fill(server.points[key], vars);
}

/** An AI tools refusal's `msg` (locales/zh-cn/server.json `ai`). */
export function aiMsg(key: keyof typeof server.ai): string {
  return server.ai[key];
}

/** A writings or contract review `msg` (locales/zh-cn/server.json `aiWriting.errors`), with its variables filled in. */
export function aiWritingMsg(key: keyof typeof server.aiWriting.errors, vars: Record<string, string | number> = {}): string {
  return fill(server.aiWriting.errors[key], vars);
}

/** An upload refusal's `msg` (locales/zh-cn/server.json `media`), with its variables filled in. */
export function mediaMsg(key: keyof typeof server.media, vars: Record<string, string | number> = {}): string {
  return fill(server.media[key], vars);
}
