// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../shared/theme-types';

// WCAG AA for every theme, as themes/schema.json describes each colour: 4.5:1 for text, 3:1 for the focus
// ring. axe (tests/e2e/a11y.spec.ts) sees only the pages it opens; this sees every pair a theme can draw.

type Colour = keyof Theme['colors'];

const WEIGHTS = [0.2126, 0.7152, 0.0722];

function luminance(hex: string): number {
  return WEIGHTS.reduce((sum, weight, i) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const TEXT = 4.5;
const UI = 3;

/** [foreground, backgrounds, minimum ratio] */
const PAIRS: [Colour, Colour[], number][] = [
  ['text', ['surface', 'pageBg'], TEXT],
  ['muted', ['surface', 'pageBg'], TEXT],
  ['onPrimary', ['primary', 'primaryHover'], TEXT],
  ['primaryText', ['surface', 'pageBg'], TEXT],
  ['onAccent', ['accent'], TEXT],
  ['headerText', ['headerBg'], TEXT],
  ['footerText', ['footerBg'], TEXT],
  ['footerHeading', ['footerBg'], TEXT],
  ['danger', ['surface'], TEXT],
  ['onDanger', ['danger'], TEXT],
  ['highlight', ['surface', 'pageBg'], TEXT],
  ['focusRing', ['pageBg', 'surface', 'headerBg', 'footerBg'], UI],
];

const dir = join(process.cwd(), 'themes');
const themes = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'schema.json')
  .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Theme);

describe('theme colours meet WCAG AA contrast', () => {
  it('finds the themes', () => expect(themes.length).toBeGreaterThan(1));

  for (const theme of themes) {
    it(theme.name, () => {
      const failures: string[] = [];
      for (const [fg, bgs, min] of PAIRS) {
        for (const bg of bgs) {
          const ratio = contrast(theme.colors[fg], theme.colors[bg]);
          if (ratio < min) failures.push(`${fg} ${theme.colors[fg]} on ${bg} ${theme.colors[bg]}: ${ratio.toFixed(2)} < ${min}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
