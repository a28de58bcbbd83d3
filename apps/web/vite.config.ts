import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API server runs on :3000; the built app is served by it on the same origin. */
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/auth': apiServer,
      '/refresh_token': apiServer,
    },
  },
});
