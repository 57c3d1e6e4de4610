import type { FastifyInstance } from 'fastify';
import { consoleGalleryCalls } from '../../../shared/calls/console-gallery';
import { ok } from '../../http/envelope';
import { tenantOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { adminScope } from './access';
import { tenantGallery } from './tenant-gallery';

/** The tenant gallery: tenants/ checked afresh on each call (a few small files), as `npm run tenants:check` does. */
export default async function galleryRoutes(app: FastifyInstance) {
  registerCall(app, consoleGalleryCalls.tenantGallery, async ({ user, http }) => {
    const scope = adminScope(await user());
    const originOf = (id: string) => {
      const served = app.tenants.byId(id);
      return served ? tenantOrigin(http!.request, served) : null;
    };
    return ok(tenantGallery(app.tenants.recheck(), scope, originOf));
  });
}
