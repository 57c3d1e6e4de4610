import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/calls/define-call';
import { publicOrigin } from '../http/public-origin';
import { countItemPages, itemPages, sectionPages, type SitemapPage } from './sitemap';
import type { PageRenderer } from './page-renderer';

export interface SitemapOptions {
  renderer: PageRenderer;
  publicOrigin?: string;
  /** URLs per sitemap file: the protocol's limit unless a test asks for fewer. */
  filePageLimit?: number;
}

const PROTOCOL_LIMIT = 50_000;
/** Pages a crawler should not walk: the API, the personal centre, sign-in flows. */
const DISALLOWED = [
  `${API_PREFIX}/`,
  '/personalCenter',
  '/serviceDesk',
  '/analytics',
  '/console',
  '/loginPreview',
  '/authorize',
  '/resetPassword',
  '/completeProfile',
  '/doubleAuth',
  '/Oauth/',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const day = (date: Date) => date.toISOString().slice(0, 10);

function urlset(urls: { loc: string; lastmod?: Date }[]): string {
  const items = urls.map(
    ({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Each tenant's robots.txt and sitemap, every URL on the tenant's own canonical origin. */
export default async function sitemapPlugin(app: FastifyInstance, options: SitemapOptions) {
  const limit = options.filePageLimit ?? PROTOCOL_LIMIT;
  const originOf = (request: FastifyRequest) => publicOrigin(request, request.tenant, options.publicOrigin);

  /** The sitemap's pages from `offset`, at most `count`: the tenant's entry and sections first, then items. */
  async function pages(fixed: SitemapPage[], offset: number, count: number): Promise<SitemapPage[]> {
    const head = fixed.slice(offset, offset + count);
    const itemOffset = Math.max(0, offset - fixed.length);
    const rest = count - head.length;
    return rest > 0 ? [...head, ...(await itemPages(app.db, itemOffset, rest))] : head;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, file: number | undefined) {
    const origin = originOf(request);
    const fixed: SitemapPage[] = [{ route: request.tenant.entry ?? 'home' }, ...(await sectionPages(app.db))];
    const total = fixed.length + (await countItemPages(app.db));
    const files = Math.max(1, Math.ceil(total / limit));
    void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (file === undefined && files > 1) {
      return reply.send(sitemapIndex(Array.from({ length: files }, (_, i) => `${origin}/sitemap-${i + 1}.xml`)));
    }
    const index = (file ?? 1) - 1;
    if (index < 0 || index >= files) return reply.callNotFound();
    const ssr = await options.renderer.load();
    const slice = await pages(fixed, index * limit, limit);
    return reply.send(urlset(slice.map(({ route, params, lastmod }) => ({ loc: `${origin}${ssr.hrefOf(route, params)}`, lastmod }))));
  }

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
  app.get('/sitemap.xml', (request, reply) => send(request, reply, undefined));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    return send(request, reply, n);
  });
}
