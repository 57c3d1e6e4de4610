import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';
import { PUBLIC_DIR, TENANTS_DIR, THEMES_DIR } from '../paths';
import { mergeChain, sharedValueFiles, type ManifestFiles } from './manifest-chain';
import { formatManifestError, toErrors, unique, type ManifestError } from './manifest-errors';
import { isObject, writerOf } from './manifest-merge';

export { formatManifestError, type ManifestError } from './manifest-errors';

/** One manifest file as checked (files of shared values left out): its merged value and what kept it from being served. */
export interface ManifestReport {
  /** The file name without .json, which is the tenant's id when the file is right. */
  name: string;
  /** How errors name it, e.g. `tenants/erp.json`. */
  file: string;
  /** The file it names in `extends`, as written. */
  extends?: unknown;
  /** Merged over what it extends; the file as written when the chain cannot be merged; none when it is not JSON. */
  value?: unknown;
  errors: ManifestError[];
}

export interface LoadedTenants {
  tenants: TenantManifest[];
  themes: Map<string, Theme>;
  errors: ManifestError[];
  /** Every manifest, served or not, in file-age order. */
  reports: ManifestReport[];
  /** The folders read, so that the same check can run again (the console's tenant gallery). */
  dirs: Required<LoadDirs>;
}

export interface LoadDirs {
  tenantsDir?: string;
  themesDir?: string;
  publicDir?: string;
}

const SCHEMA_FILE = 'schema.json';

// ajv-formats ships CommonJS; under Node's ESM loader its function sits on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

// Compiling a schema is most of a check's time; the console's tenant gallery checks again on every call.
const compiled = new Map<string, { text: string; validate: ValidateFunction }>();

function compile(schemaPath: string): ValidateFunction {
  const text = readFileSync(schemaPath, 'utf8');
  const cached = compiled.get(schemaPath);
  if (cached?.text === text) return cached.validate;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const schema = JSON.parse(text) as Record<string, unknown>;
  delete schema.$schema;
  const validate = ajv.compile(schema);
  compiled.set(schemaPath, { text, validate });
  return validate;
}

function readJson(dir: string, file: string): { value?: unknown; error?: ManifestError } {
  try {
    return { value: JSON.parse(readFileSync(join(dir, file), 'utf8')) };
  } catch (err) {
    return { error: { file, pointer: '', message: `is not valid JSON: ${(err as Error).message}` } };
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== SCHEMA_FILE)
    .sort();
}

function loadThemes(themesDir: string, errors: ManifestError[]): Map<string, Theme> {
  const validate = compile(join(themesDir, SCHEMA_FILE));
  const themes = new Map<string, Theme>();
  for (const file of jsonFiles(themesDir)) {
    const label = `themes/${file}`;
    const { value, error } = readJson(themesDir, file);
    if (error) errors.push({ ...error, file: label });
    else if (!validate(value)) errors.push(...toErrors(() => label, validate.errors));
    else themes.set(basename(file, '.json'), value as Theme);
  }
  return themes;
}

function crossChecks(
  fileOf: (pointer: string) => string,
  manifest: TenantManifest,
  file: string,
  themes: Map<string, Theme>,
  seen: { ids: Map<string, string>; hosts: Map<string, string> },
  publicDir: string,
): ManifestError[] {
  const errors: ManifestError[] = [];
  const add = (pointer: string, message: string) => errors.push({ file: fileOf(pointer), pointer, message });
  if (manifest.id !== basename(file, '.json')) add('/id', `must match the file name '${basename(file, '.json')}'`);
  if (seen.ids.has(manifest.id)) add('/id', `is already used by ${seen.ids.get(manifest.id)}`);
  if (!themes.has(manifest.theme)) add('/theme', `names no theme in themes/: '${manifest.theme}'`);
  manifest.hostnames.forEach((host, index) => {
    const owner = seen.hosts.get(host.toLowerCase());
    if (owner) add(`/hostnames/${index}`, `'${host}' is already served by ${owner}`);
  });
  const pictures: [string, string][] = [
    ['/logo/desktop', manifest.logo.desktop],
    ['/logo/mobile', manifest.logo.mobile],
    ['/imagery/newsBanner', manifest.imagery.newsBanner],
  ];
  for (const [pointer, url] of pictures) {
    if (url.startsWith('/') && !existsSync(join(publicDir, url))) add(pointer, `file not found in public/: ${url}`);
  }
  return errors;
}

function readManifestFiles(tenantsDir: string): ManifestFiles {
  // Older files come first, so a newly dropped manifest that claims a served host name is the one refused.
  const byAge = jsonFiles(tenantsDir).sort(
    (a, b) => statSync(join(tenantsDir, a)).mtimeMs - statSync(join(tenantsDir, b)).mtimeMs || a.localeCompare(b),
  );
  const files: ManifestFiles = new Map();
  for (const file of byAge) {
    const label = `tenants/${file}`;
    const { value, error } = readJson(tenantsDir, file);
    files.set(basename(file, '.json'), { label, value, error: error && { ...error, file: label } });
  }
  return files;
}

interface CheckContext {
  files: ManifestFiles;
  validate: ValidateFunction;
  themes: Map<string, Theme>;
  seen: { ids: Map<string, string>; hosts: Map<string, string> };
  publicDir: string;
}

/** One manifest merged and checked: the tenant when it is right, else its errors. */
function checkManifest(
  name: string,
  { files, validate, themes, seen, publicDir }: CheckContext,
): ManifestReport & { tenant?: TenantManifest } {
  const { label, value, error } = files.get(name)!;
  const report = { name, file: label, value, extends: isObject(value) ? value.extends : undefined };
  if (error) return { ...report, errors: [error] };
  const { manifest, error: chainError } = mergeChain(name, files);
  if (!manifest) return { ...report, errors: [chainError!] };
  const merged = { ...report, value: manifest.value };
  const fileOf = (pointer?: string) => (pointer === undefined ? label : writerOf(pointer, manifest.provenance));
  if (!validate(manifest.value)) return { ...merged, errors: toErrors(fileOf, validate.errors) };
  const tenant = manifest.value as TenantManifest;
  const problems = crossChecks(fileOf, tenant, `${name}.json`, themes, seen, publicDir);
  return problems.length ? { ...merged, errors: problems } : { ...merged, errors: [], tenant };
}

/**
 * Reads every manifest and theme, merges each manifest over the files it `extends`, keeps the good ones and
 * reports the rest as file + JSON pointer, naming the file in which the bad value was written.
 */
export function loadTenants(dirs: LoadDirs = {}): LoadedTenants {
  const tenantsDir = dirs.tenantsDir ?? TENANTS_DIR;
  const themesDir = dirs.themesDir ?? THEMES_DIR;
  const publicDir = dirs.publicDir ?? PUBLIC_DIR;
  const errors: ManifestError[] = [];
  const themes = loadThemes(themesDir, errors);
  const files = readManifestFiles(tenantsDir);
  const context: CheckContext = {
    files,
    validate: compile(join(tenantsDir, SCHEMA_FILE)),
    themes,
    seen: { ids: new Map(), hosts: new Map() },
    publicDir,
  };
  const tenants: TenantManifest[] = [];
  const reports: ManifestReport[] = [];
  const shared = sharedValueFiles(files);
  for (const name of files.keys()) {
    if (shared.has(name)) continue;
    const { tenant, ...report } = checkManifest(name, context);
    reports.push(report);
    errors.push(...report.errors);
    if (!tenant) continue;
    context.seen.ids.set(tenant.id, report.file);
    tenant.hostnames.forEach((host) => context.seen.hosts.set(host.toLowerCase(), report.file));
    tenants.push(tenant);
  }
  tenants.sort((a, b) => a.id.localeCompare(b.id));
  return { tenants, themes, errors: unique(errors), reports, dirs: { tenantsDir, themesDir, publicDir } };
}

/** What `npm run tenants:check` prints: one line per error, then the count. */
export function checkLines({ tenants, errors }: Pick<LoadedTenants, 'tenants' | 'errors'>): string[] {
  return [...errors.map(formatManifestError), `${tenants.length} tenant manifest(s) valid, ${errors.length} error(s).`];
}
