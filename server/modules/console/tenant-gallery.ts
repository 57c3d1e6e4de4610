import type { GalleryTenant, ThemeColour } from '../../../shared/calls/console-gallery';
import { MAIN_TENANT_ID } from '../../../shared/resolve-tenant';
import type { Theme } from '../../../shared/theme-types';
import { checkLines, type LoadedTenants, type ManifestReport } from '../../tenants/load-tenants';
import { unique } from '../../tenants/manifest-errors';

type Json = Record<string, unknown>;

// A manifest that failed the check may hold anything: each field is read only when it has the expected type.
const record = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

function coloursOf(theme: Theme | undefined): ThemeColour[] {
  return Object.entries(theme?.colors ?? {}).map(([name, value]) => ({ name, value: String(value) }));
}

function logoOf(value: unknown): GalleryTenant['logo'] {
  const { desktop, mobile, alt } = record(value);
  return typeof desktop === 'string' && typeof mobile === 'string' ? { desktop, mobile, alt: text(alt) ?? '' } : null;
}

function freeTrialOf(value: unknown): GalleryTenant['freeTrial'] {
  const { enabled, target } = record(value);
  const { login, channel } = record(target);
  return typeof login === 'string' ? { enabled: enabled === true, login, channel: text(channel) ?? '' } : null;
}

/** The served tenant's origin as seen from the caller (tenantOrigin), or null when this process does not serve it. */
export type OriginOf = (id: string) => string | null;

/** One card of the gallery: what the manifest says, whether it passed, and where it is served. */
export function galleryTenant(report: ManifestReport, themes: LoadedTenants['themes'], originOf: OriginOf): GalleryTenant {
  const value = record(report.value);
  const theme = text(value.theme);
  const origin = originOf(report.name);
  return {
    id: report.name,
    file: report.file,
    extends: text(report.extends),
    title: text(value.title),
    hostnames: texts(value.hostnames),
    layout: text(value.layout),
    theme,
    colours: coloursOf(theme === null ? undefined : themes.get(theme)),
    logo: logoOf(value.logo),
    entry: text(value.entry),
    loginRoute: text(record(value.login).route),
    freeTrial: freeTrialOf(value.freeTrial),
    valid: report.errors.length === 0,
    problems: report.errors,
    served: origin !== null,
    origin,
  };
}

/** Manifests needing a fix first, then the main tenant, then by id. */
const order = (a: GalleryTenant, b: GalleryTenant) =>
  Number(a.valid) - Number(b.valid) || Number(b.id === MAIN_TENANT_ID) - Number(a.id === MAIN_TENANT_ID) || a.id.localeCompare(b.id);

/**
 * The gallery's answer from a fresh check: every manifest the caller may see (`scope` undefined: all, the main
 * tenant's admins) and the lines `npm run tenants:check` prints for them (for all: exactly its output).
 */
export function tenantGallery(loaded: LoadedTenants, scope: readonly string[] | undefined, originOf: OriginOf) {
  const seen = (id: string) => scope === undefined || scope.includes(id);
  const reports = loaded.reports.filter((report) => seen(report.name));
  const tenants = reports.map((report) => galleryTenant(report, loaded.themes, originOf)).sort(order);
  const check =
    scope === undefined
      ? checkLines(loaded)
      : checkLines({ tenants: loaded.tenants.filter((tenant) => seen(tenant.id)), errors: unique(reports.flatMap((r) => r.errors)) });
  const valid = tenants.filter((tenant) => tenant.valid).length;
  return { tenants, check, valid, invalid: tenants.length - valid };
}
