import type { ManifestError } from './manifest-errors';
import { isObject, mergeOver, type Provenance } from './manifest-merge';

/** One JSON file of tenants/, as read: its value, or why it could not be read. */
export interface ManifestFile {
  /** How errors name it, e.g. `tenants/erp.json`. */
  label: string;
  value?: unknown;
  error?: ManifestError;
}

/** Keyed by file name without .json, the name `extends` uses. */
export type ManifestFiles = Map<string, ManifestFile>;

export interface MergedManifest {
  value: unknown;
  provenance: Provenance;
}

/** A manifest's identity stays its own: a child that inherited these would clash with its parent. */
const NOT_INHERITED = ['$schema', 'extends', 'id', 'hostnames'];

const without = (value: unknown, keys: string[]): unknown =>
  isObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) : value;

const extendsOf = (value: unknown): unknown => (isObject(value) && Object.hasOwn(value, 'extends') ? value.extends : undefined);

/**
 * Files that only lend values: named by another file's `extends` and without an id of their own (such as
 * defaults.json). They are merged into the manifests that extend them and never served or checked alone.
 */
export function sharedValueFiles(files: ManifestFiles): Set<string> {
  const shared = new Set<string>();
  for (const { value } of files.values()) {
    const parent = extendsOf(value);
    const parentValue = typeof parent === 'string' ? files.get(parent)?.value : undefined;
    if (isObject(parentValue) && !Object.hasOwn(parentValue, 'id')) shared.add(parent as string);
  }
  return shared;
}

/** The file names from `name` up through its `extends`, or the error that breaks the chain. */
function chainOf(name: string, files: ManifestFiles): { chain: string[]; error?: ManifestError } {
  const chain = [name];
  for (;;) {
    const child = files.get(chain[chain.length - 1]!)!;
    const parent = extendsOf(child.value);
    if (parent === undefined) return { chain };
    const broken = (message: string) => ({ chain, error: { file: child.label, pointer: '/extends', message } });
    if (typeof parent !== 'string') return broken('must be string');
    const file = files.get(parent);
    if (!file) return broken(`names no manifest in tenants/: '${parent}'`);
    if (chain.includes(parent)) return broken(`makes a cycle: ${[...chain.slice(chain.indexOf(parent)), parent].join(' → ')}`);
    if (file.error) return { chain, error: file.error };
    if (!isObject(file.value)) return { chain, error: { file: file.label, pointer: '', message: 'must be object' } };
    chain.push(parent);
  }
}

/** The manifest `name` merged over everything it extends, with the file that wrote each value. */
export function mergeChain(name: string, files: ManifestFiles): { manifest?: MergedManifest; error?: ManifestError } {
  const { chain, error } = chainOf(name, files);
  if (error) return { error };
  const provenance: Provenance = new Map();
  let value: unknown = {};
  for (const member of chain.reverse()) {
    const file = files.get(member)!;
    const own = without(file.value, member === name ? ['extends'] : NOT_INHERITED);
    value = mergeOver(value, own, file.label, provenance);
  }
  return { manifest: { value, provenance } };
}
