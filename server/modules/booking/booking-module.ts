import { defineModule } from '../../http/api-module';
import bookingRoutes from './booking-routes';

/** Demo bookings and their CSV export. */
export default defineModule({
  order: 30,
  register: async (api) => {
    await api.register(bookingRoutes);
  },
});
