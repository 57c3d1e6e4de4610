import { defineCalls } from './define-call';
import { ArrayOf, BooleanType, Body, Integer, Model, Nullable, Reply, StringType, type Static } from './schema';

// The console's tenant gallery, where operators see every tenant at a glance: every manifest of tenants/ as the
// server's own check finds it now, what a visitor of each served tenant sees, and what `npm run tenants:check`
// prints. Manifests stay files.

/** A problem that keeps a manifest from being served: the file that wrote the bad value, its JSON pointer, the text. */
export const ManifestProblem = Model({ file: StringType(), pointer: StringType(), message: StringType() });
export type ManifestProblem = Static<typeof ManifestProblem>;

/** A colour token of the manifest's theme (themes/<theme>.json `colors`). */
export const ThemeColour = Model({ name: StringType(), value: StringType() });
export type ThemeColour = Static<typeof ThemeColour>;

/**
 * One manifest file. Fields read from a manifest that failed the check are what could be read (null when absent or
 * not of the expected type), so a broken file still shows what it is.
 */
export const GalleryTenant = Model({
  /** The file name without .json: the tenant's id when the file is right. */
  id: StringType(),
  /** As errors name it: `tenants/<id>.json`. */
  file: StringType(),
  extends: Nullable(StringType()),
  title: Nullable(StringType()),
  hostnames: ArrayOf(StringType()),
  layout: Nullable(StringType()),
  theme: Nullable(StringType()),
  colours: ArrayOf(ThemeColour),
  logo: Nullable(Model({ desktop: StringType(), mobile: StringType(), alt: StringType() })),
  /** The route `/` leads to; null: the home page. */
  entry: Nullable(StringType()),
  /** The route of the tenant's login page. */
  loginRoute: Nullable(StringType()),
  /** The free-trial button's own target on this tenant, and whether the button shows. */
  freeTrial: Nullable(Model({ enabled: BooleanType(), login: StringType(), channel: StringType() })),
  valid: BooleanType(),
  problems: ArrayOf(ManifestProblem),
  /** This process serves it (it passed the check at start); a manifest added or fixed since waits for a restart. */
  served: BooleanType(),
  /** Where a visitor reaches it from here (the caller's host decides: `<id>.localhost` in development); null when not served. */
  origin: Nullable(StringType()),
});
export type GalleryTenant = Static<typeof GalleryTenant>;

export const consoleGalleryCalls = defineCalls('console', {
  /**
   * The manifests the caller administers (every one for the main tenant's admins), checked afresh, and the lines
   * `npm run tenants:check` prints for them.
   */
  tenantGallery: {
    path: '/crm/sdm/console/tenants/gallery',
    login: true,
    role: 'admin',
    body: Body({}),
    reply: Reply({ tenants: ArrayOf(GalleryTenant), check: ArrayOf(StringType()), valid: Integer(), invalid: Integer() }),
  },
});
