import about from '../locales/zh-cn/about.json';
import ai from '../locales/zh-cn/ai.json';
import analytics from '../locales/zh-cn/analytics.json';
import consoleStrings from '../locales/zh-cn/console.json';
import common from '../locales/zh-cn/common.json';
import content from '../locales/zh-cn/content.json';
import desk from '../locales/zh-cn/desk.json';
import errors from '../locales/zh-cn/errors.json';
import help from '../locales/zh-cn/help.json';
import learning from '../locales/zh-cn/learning.json';
import library from '../locales/zh-cn/library.json';
import open from '../locales/zh-cn/open.json';
import pages from '../locales/zh-cn/pages.json';
import points from '../locales/zh-cn/points.json';
import product from '../locales/zh-cn/product.json';
import routes from '../locales/zh-cn/routes.json';
import server from '../locales/zh-cn/server.json';
import tender from '../locales/zh-cn/tender.json';
import validation from '../locales/zh-cn/validation.json';
import { LANGUAGE } from './locale-language';

/**
 * The i18next namespaces of locales/zh-cn (not calls, the OpenAPI summaries, nor the server's own data files):
 * the server render's and the tests'. A page rendered with a namespace missing here shows its keys until it
 * hydrates (tests/unit/page-strings.test.ts checks every page's).
 */
export const RESOURCES = {
  [LANGUAGE]: {
    about,
    ai,
    analytics,
    console: consoleStrings,
    common,
    content,
    desk,
    errors,
    help,
    learning,
    library,
    open,
    pages,
    points,
    product,
    routes,
    server,
    tender,
    validation,
  },
} as const;

export type Namespace = keyof (typeof RESOURCES)[typeof LANGUAGE];
