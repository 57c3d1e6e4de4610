import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';
import { PUBLIC_DIR, TENANTS_DIR, THEMES_DIR } from '../paths';
import { mergeChain, sharedValueFiles, type ManifestFiles } from './manifest-chain';
import { toErrors, unique, type ManifestError } from './manifest-errors';
import { writerOf } from './manifest-merge';

export { formatManifestError, type ManifestError } from './manifest-errors';

export interface LoadedTenants {
  tenants: TenantManifest[];
  themes: Map<string, Theme>;
  errors: ManifestError[];
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

function compile(schemaPath: string): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  delete schema.$schema;
  return ajv.compile(schema);
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

/**
 * Reads every manifest and theme, merges each manifest over the files it `extends`, keeps the good ones and
 * reports the rest as file + JSON pointer, naming the file in which the bad value was written.
 */
export function loadTenants(dirs: LoadDirs = {}): LoadedTenants {
  const tenantsDir = dirs.tenantsDir ?? TENANTS_DIR;
  const publicDir = dirs.publicDir ?? PUBLIC_DIR;
  const errors: ManifestError[] = [];
  const themes = loadThemes(dirs.themesDir ?? THEMES_DIR, errors);
  const validate = compile(join(tenantsDir, SCHEMA_FILE));
  const seen = { ids: new Map<string, string>(), hosts: new Map<string, string>() };
  const tenants: TenantManifest[] = [];
  const files = readManifestFiles(tenantsDir);
  const shared = sharedValueFiles(files);
  for (const [name, { label, error }] of files) {
    if (error) {
      errors.push(error);
      continue;
    }
    if (shared.has(name)) continue;
    const { manifest, error: chainError } = mergeChain(name, files);
    if (!manifest) {
      errors.push(chainError!);
      continue;
    }
    const fileOf = (pointer?: string) => (pointer === undefined ? label : writerOf(pointer, manifest.provenance));
    if (!validate(manifest.value)) {
      errors.push(...toErrors(fileOf, validate.errors));
      continue;
    }
    const tenant = manifest.value as TenantManifest;
    const problems = crossChecks(fileOf, tenant, `${name}.json`, themes, seen, publicDir);
    if (problems.length) {
      errors.push(...problems);
      continue;
    }
    seen.ids.set(tenant.id, label);
    tenant.hostnames.forEach((host) => seen.hosts.set(host.toLowerCase(), label));
    tenants.push(tenant);
  }
  tenants.sort((a, b) => a.id.localeCompare(b.id));
  return { tenants, themes, errors: unique(errors) };
}
