import common from '../locales/zh-cn/common.json';
import content from '../locales/zh-cn/content.json';
import errors from '../locales/zh-cn/errors.json';
import library from '../locales/zh-cn/library.json';
import pages from '../locales/zh-cn/pages.json';
import routes from '../locales/zh-cn/routes.json';
import server from '../locales/zh-cn/server.json';
import validation from '../locales/zh-cn/validation.json';

export const LANGUAGE = 'zh-cn';

/** Every namespace of locales/zh-cn, bundled so both sides initialise i18next synchronously. */
export const RESOURCES = { [LANGUAGE]: { common, content, errors, library, pages, routes, server, validation } } as const;

export type Namespace = keyof (typeof RESOURCES)[typeof LANGUAGE];
export const NAMESPACES = Object.keys(RESOURCES[LANGUAGE]) as Namespace[];
