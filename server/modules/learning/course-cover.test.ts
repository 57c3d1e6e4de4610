// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../shared/theme-types';
import { courseCoverName, courseCoverSvg, courseOfCover, titleLines } from './course-cover';

const theme = JSON.parse(readFileSync('themes/main.json', 'utf8')) as Theme;

describe('course covers', () => {
  it('name a course, and tell a drawn cover from a file', () => {
    expect(courseOfCover(courseCoverName(12))).toBe(12);
    expect(courseOfCover('clip-1.jpg')).toBeNull();
    expect(courseOfCover('course-0.svg')).toBeNull();
  });

  it('wrap a title in lines and end an overlong one with an ellipsis', () => {
    expect(titleLines('短标题')).toEqual(['短标题']);
    expect(titleLines('a'.repeat(20))).toEqual(['a'.repeat(14), 'a'.repeat(6)]);
    const long = titleLines('b'.repeat(60));
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('\u2026')).toBe(true);
  });

  it('escape what the title and category hold', () => {
    const svg = courseCoverSvg({ title: '<script>&"x"', category: 'A & B', categoryId: 1 }, theme);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;x&quot;');
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain(theme.colors.onPrimary);
  });
});
