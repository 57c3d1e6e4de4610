import { defineModule } from '../../http/api-module';
import productRoutes from './product-routes';

/** Products, solutions and the product log. */
export default defineModule({
  order: 100,
  register: async (api) => {
    await api.register(productRoutes);
  },
});
