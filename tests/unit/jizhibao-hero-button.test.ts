// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../shared/theme-types';

// Jizhibao's landing hero drew its free-trial button (the accent variant) blue on its orange
// gradient, about 1.6:1. The button must stand out from both ends of the gradient and carry its text, at AA.

const theme = JSON.parse(readFileSync(join(process.cwd(), 'themes', 'jizhibao.json'), 'utf8')) as Theme;

function luminance(hex: string): number {
  return [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  }, 0);
}

const contrast = (a: string, b: string) => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

describe('jizhibao hero button', () => {
  const { accent, onAccent, primary, primaryHover } = theme.colors;

  it.each([
    ['primary', primary],
    ['primaryHover', primaryHover],
  ])('the accent button stands out from the hero gradient end %s at 4.5:1', (_, hero) => {
    expect(contrast(accent, hero)).toBeGreaterThanOrEqual(4.5);
  });

  it('its text reads at 4.5:1 on the button', () => {
    expect(contrast(onAccent, accent)).toBeGreaterThanOrEqual(4.5);
  });
});
