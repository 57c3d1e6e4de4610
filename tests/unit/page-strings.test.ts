// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERSONAL_SECTION_SOURCES } from '../../src/app/personal-sections';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from '../../src/app/page-strings';
import { LANGUAGE } from '../../shared/locale-language';
import { RESOURCES } from '../../shared/locale-resources';
import type { PageKey } from '../../src/engine/route-types';
import { PAGE_MODULES_FILE, loaderTable } from '../../vite-plugins/page-preloads';
import { closureOf, namespacesOfClosure, resolveImport, ROOT, srcPath } from './namespace-usage';

// The browser holds only the strings of the page it shows (inlined by the server), and a route loads
// its page's namespaces with its module. So PAGE_NAMESPACES must name exactly what each page's code looks
// up, and the code every page loads must need only the core namespaces.

const PERSONAL_SECTIONS_FILE = srcPath('app', 'personal-sections.ts');

/** Personal-centre section key → its panel's file, read from src/app/personal-sections.ts. */
function sectionFiles(): Map<string, string> {
  const source = readFileSync(PERSONAL_SECTIONS_FILE, 'utf8');
  const files = new Map<string, string>();
  for (const match of source.matchAll(/key: '(\w+)',[^\n]*import\('([^']+)'\)/g)) {
    const file = resolveImport(PERSONAL_SECTIONS_FILE, match[2]!);
    if (file) files.set(match[1]!, file);
  }
  return files;
}

/** Page key → its module's file, read from src/app/page-modules.ts as the build reads it. */
const pageFiles = () => new Map([...loaderTable(ROOT, PAGE_MODULES_FILE)].map(([key, file]) => [key, join(ROOT, file)]));

const core = new Set<string>(CORE_NAMESPACES);
const files = pageFiles();

describe('locale namespaces per page', () => {
  it('the server render holds every namespace the chrome and the pages look up', () => {
    const held = Object.keys(RESOURCES[LANGUAGE]);
    const needed = new Set([
      ...CORE_NAMESPACES,
      ...Object.values(PAGE_NAMESPACES).flat(),
      ...PERSONAL_SECTION_SOURCES.flatMap((source) => source.namespaces),
    ]);
    expect([...needed].filter((name) => !held.includes(name))).toEqual([]);
  });

  it('finds the module of every page', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(PAGE_NAMESPACES).sort());
  });

  it.each(Object.keys(PAGE_NAMESPACES) as PageKey[])('PAGE_NAMESPACES.%s names exactly the namespaces its page looks up', (page) => {
    const used = namespacesOfClosure(closureOf(files.get(page)!));
    const needed = [...used.keys()].filter((name) => !core.has(name)).sort();
    expect(needed, `looked up by ${JSON.stringify(Object.fromEntries(used))}`).toEqual([...PAGE_NAMESPACES[page]].sort());
  });

  it('the code every page loads (entry-client and its static imports) needs only the core namespaces', () => {
    const used = namespacesOfClosure(closureOf(srcPath('entry-client.tsx'), { dynamic: false }));
    const outside = [...used].filter(([name]) => !core.has(name));
    expect(outside).toEqual([]);
  });

  it('the first-load code does not import a page module', () => {
    const firstLoad = new Set(closureOf(srcPath('entry-client.tsx'), { dynamic: false }));
    const pages = [...files.values()].filter((file) => firstLoad.has(file)).map((file) => relative(ROOT, file));
    expect(pages).toEqual([]);
  });

  // The personal centre's sections from other features load their strings with their panels.
  const sections = sectionFiles();

  it('finds the panel of every personal-centre section', () => {
    expect([...sections.keys()].sort()).toEqual(PERSONAL_SECTION_SOURCES.map((source) => source.key).sort());
  });

  it.each(PERSONAL_SECTION_SOURCES.map((source) => [source.key, source.namespaces] as const))(
    'the personal section %s names exactly the namespaces its panel looks up',
    (key, namespaces) => {
      const used = namespacesOfClosure(closureOf(sections.get(key)!));
      const needed = [...used.keys()].filter((name) => !core.has(name)).sort();
      expect(needed, `looked up by ${JSON.stringify(Object.fromEntries(used))}`).toEqual([...namespaces].sort());
    },
  );
});
