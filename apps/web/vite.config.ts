import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server in development; API_PROXY_TARGET points the dev server at another one.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const PROXY = { '/api': API_TARGET, '/uploads': API_TARGET, '/seed-assets': API_TARGET };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  // 'source' first: @swim/shared is used straight from its TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true, proxy: PROXY },
  preview: { port: 4173, proxy: PROXY },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
