// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/create-i18n';
import { routeNames } from '../../src/engine/routes';
import titles from '../../locales/zh-cn/routes.json';

// Breadcrumbs, page titles and section pages call t(`routes:${name}`) for any route name.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const i18n = createI18n();

describe('routes:<name> keys', () => {
  it.each(routeNames())('locales/zh-cn/routes.json has a title for %s', (name) => {
    const title = (titles as Record<string, unknown>)[name];
    expect(typeof title).toBe('string');
    expect((title as string).trim()).not.toBe('');
    expect(i18n.exists(`routes:${name}`)).toBe(true);
    expect(i18n.t(`routes:${name}`)).toBe(title);
  });

  it('routes.json holds no title for a route that does not exist', () => {
    const names = new Set(routeNames());
    expect(Object.keys(titles).filter((key) => !names.has(key))).toEqual([]);
  });

  it('every literal routes:<name> key in src/ names a route', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [join(dir, e.name)] : [],
      );
    const names = new Set(routeNames());
    const used = walk(join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]routes:([A-Za-z0-9_]+)['"`]/g)].map((m) => m[1]!),
    );
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });
});
