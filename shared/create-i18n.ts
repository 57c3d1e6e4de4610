import i18next, { type i18n } from 'i18next';
import { LANGUAGE, NAMESPACES, RESOURCES } from './locale-resources';

/** A fresh, synchronously initialised i18next instance: one per request on the server, one in the browser. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    lowerCaseLng: true,
    resources: RESOURCES,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
