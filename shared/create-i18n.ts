import type { i18n } from 'i18next';
import { createI18nFrom } from './i18n-instance';
import { LANGUAGE } from './locale-language';
import { RESOURCES } from './locale-resources';

/** An i18next instance with every namespace: one per request on the server, and in tests. */
export function createI18n(): i18n {
  return createI18nFrom(RESOURCES[LANGUAGE]);
}
