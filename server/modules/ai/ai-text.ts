import texts from '../../../locales/zh-cn/ai-server.json';
import { createI18nFrom } from '../../../shared/i18n-instance';

// The offline drafter's templates and the prompts' fixed parts (locales/zh-cn/ai-server.json).
const i18n = createI18nFrom({ aiServer: texts });

export function aiText(key: string, vars?: Record<string, unknown>): string {
  return i18n.t(key, { ns: 'aiServer', ...vars });
}

/** A list of texts (an outline's headings), each filled in with `vars`. */
export function aiList(key: string, vars?: Record<string, unknown>): string[] {
  const list = i18n.t(key, { ns: 'aiServer', returnObjects: true, ...vars }) as unknown;
  return Array.isArray(list) ? list.map(String) : [];
}
