import about from '../locales/zh-cn/about.json';
import ai from '../locales/zh-cn/ai.json';
import common from '../locales/zh-cn/common.json';
import content from '../locales/zh-cn/content.json';
import errors from '../locales/zh-cn/errors.json';
import help from '../locales/zh-cn/help.json';
import learning from '../locales/zh-cn/learning.json';
import library from '../locales/zh-cn/library.json';
import open from '../locales/zh-cn/open.json';
import pages from '../locales/zh-cn/pages.json';
import product from '../locales/zh-cn/product.json';
import routes from '../locales/zh-cn/routes.json';
import server from '../locales/zh-cn/server.json';
import tender from '../locales/zh-cn/tender.json';
import validation from '../locales/zh-cn/validation.json';
import { LANGUAGE } from './locale-language';

/** Every namespace of locales/zh-cn but calls (the OpenAPI summaries): the server's, and the tests'. */
export const RESOURCES = { [LANGUAGE]: { about, ai, common, content, errors, help, learning, library, open, pages, product, routes, server, tender, validation } } as const;

export type Namespace = keyof (typeof RESOURCES)[typeof LANGUAGE];
