import type { FastifyInstance } from 'fastify';
import { LOGIN_SCENE_PATH } from '../../shared/ssr-contract';
import type { Theme } from '../../shared/theme-types';

// Skyline blocks behind the bridge: x, width, height.
const BLOCKS = [
  [24, 44, 120],
  [76, 36, 170],
  [120, 52, 96],
  [330, 40, 150],
  [378, 56, 110],
  [442, 40, 180],
] as const;
// The bridge's three equal arches, by the x of their crowns; the hangers' offsets from a crown.
const ARCH_CENTRES = [103, 269, 435] as const;
const HANGERS = [-50, -25, 0, 25, 50] as const;
const PIERS = [20, 186, 352, 510] as const;
// The progress card's bars (planned against done); the fourth is this month's, in the accent.
const BARS = [46, 70, 38, 84, 60] as const;
const THIS_MONTH = 3;

/**
 * The login entrances' scene, drawn for this project in the tenant's theme: a bridge and a city under construction
 * with a progress card above them. An image rather than the page's script: decoration costs no first-load bytes.
 */
export function loginSceneSvg({ colors }: Theme): string {
  const blocks = BLOCKS.map(
    ([x, width, height]) =>
      `<rect x="${x}" y="${250 - height}" width="${width}" height="${height}" rx="2" fill="${colors.primary}" opacity="0.14"/>`,
  );
  const hangers = ARCH_CENTRES.flatMap((x) =>
    HANGERS.map((dx) => {
      const top = 166 + 40 * (dx / 83) ** 2;
      return `<line x1="${x + dx}" y1="206" x2="${x + dx}" y2="${+top.toFixed(2)}" stroke="${colors.primary}" stroke-width="2"/>`;
    }),
  );
  const piers = PIERS.map((x) => `<rect x="${x - 8}" y="216" width="16" height="50" fill="${colors.primaryHover}"/>`);
  const bars = BARS.map(
    (height, i) =>
      `<rect x="${170 + i * 30}" y="${116 - height}" width="16" height="${height}" rx="3" fill="${i === THIS_MONTH ? colors.accent : colors.primary}"/>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 300" width="520" height="300">',
    `<circle cx="430" cy="70" r="44" fill="${colors.accent}" opacity="0.18"/>`,
    ...blocks,
    // A tower crane over the tallest block.
    `<rect x="458" y="40" width="5" height="210" fill="${colors.accent}"/>`,
    `<rect x="380" y="40" width="134" height="5" fill="${colors.accent}"/>`,
    `<line x1="400" y1="45" x2="400" y2="96" stroke="${colors.primary}" stroke-width="2"/>`,
    `<rect x="390" y="96" width="20" height="10" fill="${colors.primary}"/>`,
    // The bridge: deck, arches, hangers and piers.
    `<rect x="0" y="206" width="520" height="10" fill="${colors.primary}"/>`,
    `<path d="M20 206q83 -80 166 0M186 206q83 -80 166 0M352 206q83 -80 166 0" fill="none" stroke="${colors.primary}" stroke-width="6"/>`,
    ...hangers,
    ...piers,
    `<rect x="0" y="266" width="520" height="34" fill="${colors.primary}" opacity="0.08"/>`,
    // The progress card: planned against done, and this month's figure.
    `<rect x="150" y="18" width="190" height="112" rx="10" fill="${colors.surface}" stroke="${colors.border}"/>`,
    `<rect x="166" y="34" width="70" height="8" rx="4" fill="${colors.border}"/>`,
    ...bars,
    `<circle cx="318" cy="38" r="10" fill="${colors.success}"/>`,
    '</svg>',
  ].join('');
}

/** Serves each tenant's login scene in its theme: the host names the tenant, so caches keep one per host. */
export function loginSceneRoute(app: FastifyInstance, cacheControl: string) {
  app.get(LOGIN_SCENE_PATH, async (request, reply) =>
    reply
      .header('cache-control', cacheControl)
      .header('vary', 'host')
      .type('image/svg+xml; charset=utf-8')
      .send(loginSceneSvg(app.tenants.themeOf(request.tenant))),
  );
}
