import type { FastifyInstance } from 'fastify';
import { productCalls, solutionCalls } from '../../../shared/calls/product';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { previews } from '../console/public';
import { listProductLog } from './product-log';
import { getProduct, listProducts } from './products';
import { getSolution, listSolutions } from './solutions';

/** The product and solution calls. */
export default async function productRoutes(app: FastifyInstance) {
  registerCall(app, productCalls.listPaged, async ({ body }) => ok(await listProducts(app.db, body ?? {})));

  // A console preview link's ticket shows the item whatever its state.
  registerCall(app, productCalls.get, async ({ body }) =>
    ok({ model: await getProduct(app.db, body.id, await previews(app.db, body.preview, 'product', body.id)) }),
  );

  registerCall(app, productCalls.logPaged, async ({ body }) => ok(await listProductLog(app.db, body ?? {})));

  registerCall(app, solutionCalls.listPaged, async ({ body }) => ok(await listSolutions(app.db, body ?? {})));

  registerCall(app, solutionCalls.get, async ({ body }) =>
    ok({ model: await getSolution(app.db, body.id, await previews(app.db, body.preview, 'solution', body.id)) }),
  );
}
