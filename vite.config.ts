import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': backend,
      '/i18n': backend,
      '/ws': { target: backend, ws: true },
      // The development mail outbox page of the server (and its .json twin).
      '/dev/outbox': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
