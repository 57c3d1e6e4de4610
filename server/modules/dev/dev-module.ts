import { defineModule } from '../../http/api-module';
import outboxRoutes from './outbox-routes';
import traceDevRoutes from './trace-dev-routes';

/** Development helpers: the message outbox and the recorded trace events. */
export default defineModule({
  order: 200,
  register: async (api, options) => {
    // Codes are readable here only while they go to the outbox (development, tests), never with a real gateway,
    // and not behind a proxy, whose own connections come from loopback, unless DEV_OUTBOX says so.
    const devOutbox = options.devOutbox ?? options.trustProxy === undefined;
    if (!api.accounts.messages.keepsOutbox || !devOutbox) return;
    await api.register(outboxRoutes);
    await api.register(traceDevRoutes);
  },
});
