// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath: logidUrl is followed only within this portal', () => {
  it.each([
    ['/standard', '/standard'],
    ['/news/3?tab=hot#top', '/news/3?tab=hot#top'],
    ['  /help  ', '/help'],
    ['/a/../b', '/b'],
  ])('keeps the portal path %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example.com/',
    'http://localhost:3000/standard',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'standard',
    '\\\\evil.example.com',
  ])('refuses %j and uses the fallback', (input) => {
    expect(safeReturnPath(input, '/personalCenter')).toBe('/personalCenter');
  });
});
