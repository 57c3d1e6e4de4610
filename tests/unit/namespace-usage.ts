import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Which locale namespaces a module and everything it imports look up, read from the source: what a page
// needs loaded before it renders. Dynamic imports count (a dialog a page opens later is still the page's).

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every namespace of locales/zh-cn. */
export const ALL_NAMESPACES = ['calls', 'common', 'content', 'errors', 'library', 'pages', 'routes', 'server', 'tender', 'validation'];

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative import names, or undefined for a package or a non-code file. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => `${base}${ext}`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** Relative imports of a module's source, static and dynamic; type-only imports carry no code. */
export function importsOf(file: string, { dynamic = true } = {}): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1]!,
  );
  if (dynamic) specifiers.push(...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!));
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((path): path is string => !!path);
}

/** A module and every module it imports, transitively. */
export function closureOf(entry: string, options: { dynamic?: boolean; stopAt?: (file: string) => boolean } = {}): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file, options)) if (!options.stopAt?.(next)) queue.push(next);
  }
  return [...seen];
}

/** Namespaces one file's source looks keys up in: `useTranslation('ns')`, `'ns:key'` and `{ ns: 'ns' }`. */
export function namespacesIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g)) {
    for (const name of match[1]!.matchAll(/['"]([^'"]+)['"]/g)) found.add(name[1]!);
  }
  for (const match of source.matchAll(/['"`](\w+):[\w.${}]/g)) if (ALL_NAMESPACES.includes(match[1]!)) found.add(match[1]!);
  for (const match of source.matchAll(/\bns:\s*['"](\w+)['"]/g)) found.add(match[1]!);
  return [...found];
}

/** The namespaces a module and its imports look up, each with the files that do. */
export function namespacesOfClosure(files: string[]): Map<string, string[]> {
  const byNamespace = new Map<string, string[]>();
  for (const file of files.filter((path) => !/\.test\.tsx?$/.test(path))) {
    for (const namespace of namespacesIn(file)) byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), relative(ROOT, file)]);
  }
  return byNamespace;
}

export const srcPath = (...parts: string[]) => join(ROOT, 'src', ...parts);
