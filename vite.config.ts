import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal: the client build (dist/client) and the server-render build (dist/ssr, via --ssr).
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: false,
    sourcemap: false,
    target: 'es2022',
  },
  ssr: {
    // styled-components' CommonJS entry loses its default export under Node's ESM loader: bundle it.
    noExternal: ['styled-components'],
  },
});
