import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTES } from '../../src/engine/routes';
import { manifests, openHydrated, tenantUrl, theme } from './support';
import { visitorTest } from './visitor-tab';

// Text on a gradient or an image is what axe leaves "incomplete": it cannot tell which colour is behind the
// text. This measures it in Chromium from computed styles. Every element of a page drawn on a gradient or an
// image (the hero bands of home, landing, product and solution pages) is found; its background colours are its
// gradient's colour stops, or for an image the opaque background colour laid under it as the fallback. Each
// link and button on it must reach WCAG AA: its text 4.5:1 (3:1 when large) against the colour right behind it
// (its own fill, or every colour of the band), and its edge (border, else fill), where it draws one, 3:1
// against every colour of the band.

type Rgba = [number, number, number, number];

interface Measured {
  band: string;
  stops: Rgba[];
  imageWithoutFallback: boolean;
  controls: { label: string; text: Rgba; fill: Rgba | null; edge: Rgba | null; large: boolean }[];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function ratio(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Every element drawn on a gradient or an image, with its colours and the controls on it. */
function measure(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number][] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r, g, b, a] = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r!, g!, b!, a ?? 1];
      });
    const bands = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const image = getComputedStyle(element).backgroundImage;
      return image !== 'none' && element.querySelector('a[href], button') !== null;
    });
    return bands.map((band) => {
      const style = getComputedStyle(band);
      const image = style.backgroundImage;
      const background = parse(style.backgroundColor)[0]!;
      const hasUrl = image.includes('url(');
      const stops = hasUrl ? (background[3] === 1 ? [background] : []) : parse(image);
      const controls = [...band.querySelectorAll<HTMLElement>('a[href], button')]
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => {
          // The nearest fill between the control's text and the band.
          let fill: [number, number, number, number] | null = null;
          for (let node: HTMLElement | null = control; node && node !== band; node = node.parentElement) {
            const colour = parse(getComputedStyle(node).backgroundColor)[0]!;
            if (colour[3] > 0) {
              fill = colour;
              break;
            }
          }
          const own = getComputedStyle(control);
          const borderWidth = Number.parseFloat(own.borderTopWidth);
          const border = parse(own.borderTopColor)[0]!;
          const ownFill = parse(own.backgroundColor)[0]!;
          const edge = borderWidth > 0 && border[3] > 0 ? border : ownFill[3] > 0 ? ownFill : null;
          const size = Number.parseFloat(own.fontSize);
          const bold = Number(own.fontWeight) >= 700;
          return {
            label: `${control.tagName.toLowerCase()} "${control.textContent?.trim() ?? ''}"`,
            text: parse(own.color)[0]!,
            fill,
            edge,
            large: size >= 24 || (bold && size >= 18.66),
          };
        });
      return {
        band: `${band.tagName.toLowerCase()}.${[...band.classList].join('.')} "${band.querySelector('h1, h2')?.textContent ?? ''}"`,
        stops,
        imageWithoutFallback: hasUrl && stops.length === 0,
        controls,
      };
    });
  });
}

function failures(measured: Measured[]): string[] {
  const found: string[] = [];
  for (const band of measured) {
    if (band.imageWithoutFallback) found.push(`${band.band}: an image with no opaque fallback colour under it`);
    for (const control of band.controls) {
      const behind =
        control.fill && control.fill[3] === 1 ? [control.fill] : band.stops.map((stop) => (control.fill ? over(control.fill, stop) : stop));
      const textMin = control.large ? 3 : 4.5;
      for (const colour of behind) {
        const text = over(control.text, colour);
        const value = ratio(text, colour);
        if (value < textMin)
          found.push(`${band.band} ${control.label}: text ${hex(text)} on ${hex(colour)} is ${value.toFixed(2)}:1 < ${textMin}`);
      }
      if (control.edge) {
        for (const stop of band.stops) {
          const edge = over(control.edge, stop);
          const value = ratio(edge, stop);
          if (value < 3) found.push(`${band.band} ${control.label}: edge ${hex(edge)} on ${hex(stop)} is ${value.toFixed(2)}:1 < 3`);
        }
      }
    }
  }
  return found;
}

async function offerIds(request: APIRequestContext) {
  const first = async (call: string) =>
    ((await (await request.post(`/api/news/pub/${call}/listPaged`, { data: { pageSize: 1 } })).json()) as { list: { id: number }[] })
      .list[0]!.id;
  return { product: await first('product'), solution: await first('solution') };
}

const landings = ROUTES.filter((row) => row.page === 'landing').map((row) => row.path);

for (const tenant of manifests()) {
  visitorTest(
    `hero buttons reach WCAG AA on their gradient on ${tenant.id} (theme ${tenant.theme})`,
    async ({ visitorPage: page, request }) => {
      visitorTest.setTimeout(120_000);
      const ids = await offerIds(request);
      const paths = ['/', `/product/${ids.product}`, `/solution/detail/${ids.solution}`, ...(tenant.id === 'main' ? landings : [])];
      const problems: string[] = [];
      let controls = 0;
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const path of paths) {
        await openHydrated(page, tenantUrl(tenant.id, path));
        const measured = await measure(page);
        controls += measured.reduce((sum, band) => sum + band.controls.length, 0);
        problems.push(...failures(measured).map((problem) => `${path} ${problem}`));
      }
      // The theme's hero stops, for the report: a failure that only this theme's colours cause is the theme's.
      const { primary, primaryHover, onPrimary, accent } = theme(tenant.theme).colors;
      expect(problems, `theme ${tenant.theme}: hero ${primary} → ${primaryHover}, onPrimary ${onPrimary}, accent ${accent}`).toEqual([]);
      expect(controls).toBeGreaterThan(0);
    },
  );
}
