import type { ErrorObject } from 'ajv';
import { pointerTo } from './manifest-merge';

/** A problem in a manifest or theme, named by the file and JSON pointer where the bad value was written. */
export interface ManifestError {
  file: string;
  pointer: string;
  message: string;
}

export function formatManifestError({ file, pointer, message }: ManifestError): string {
  return `${file}: ${pointer || '/'} ${message}`;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `must NOT have additional property '${String(params.additionalProperty)}'`;
  const text =
    error.keyword === 'enum' ? `${error.message}: ${(params.allowedValues as unknown[]).join(', ')}` : (error.message ?? error.keyword);
  // A key checked by propertyNames (a route name in freeTrial.routes) is reported at its object.
  return error.propertyName === undefined ? text : `has a property name '${error.propertyName}' that ${text}`;
}

/**
 * Where the offending value was written: a property the schema refuses, or else the value itself. A missing
 * property was written nowhere; undefined makes it the fault of the manifest being loaded, since the files it
 * extends may leave out what each manifest must say for itself.
 */
function writtenAt(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return undefined;
  if (error.keyword === 'additionalProperties') return pointerTo(error.instancePath, String(params.additionalProperty));
  if (error.propertyName !== undefined) return pointerTo(error.instancePath, error.propertyName);
  return error.instancePath;
}

/** ajv's errors as manifest errors; `fileOf` names the file that wrote a pointer, or with none the manifest. */
export function toErrors(fileOf: (pointer?: string) => string, errors: ErrorObject[] | null | undefined): ManifestError[] {
  const relevant = (errors ?? []).filter((e) => e.keyword !== 'allOf' && e.keyword !== 'propertyNames');
  return relevant.map((error) => ({ file: fileOf(writtenAt(error)), pointer: error.instancePath, message: describe(error) }));
}

/** One line per problem, even when several manifests inherit it from the same file. */
export function unique(errors: ManifestError[]): ManifestError[] {
  const lines = new Set<string>();
  return errors.filter((error) => {
    const line = formatManifestError(error);
    if (lines.has(line)) return false;
    lines.add(line);
    return true;
  });
}
