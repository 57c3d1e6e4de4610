import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { LANGUAGE } from './locale-language';

/**
 * A fresh, synchronously initialised i18next instance holding the given namespaces: every one on the server
 * (one instance per request), the page's own in the browser, which adds others as routes need them.
 */
export function createI18nFrom(namespaces: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    lowerCaseLng: true,
    resources: { [LANGUAGE]: namespaces },
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
