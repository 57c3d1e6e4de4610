import { createI18n } from '../shared/create-i18n';

// The language is fixed, so one instance serves every request.
const i18n = createI18n();

/** Server `msg` texts come from locales/zh-cn/server.json. */
export function serverText(key: string, vars?: Record<string, unknown>): string {
  return i18n.t(key, { ns: 'server', ...vars });
}
