import { defineModule } from '../../http/api-module';
import aiToolRoutes from './ai-tool-routes';
import aiWritingRoutes from './ai-writing-routes';

/** The AI tools: conversations, writings and contract review. */
export default defineModule({
  order: 150,
  register: async (api) => {
    await api.register(aiToolRoutes);
    await api.register(aiWritingRoutes);
  },
});
