import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The API server in development; API_PROXY_TARGET points the dev server at another one.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const PROXY = { '/api': API_TARGET, '/uploads': API_TARGET, '/seed-assets': API_TARGET };

/** Writes .br and .gz beside each text file of the build, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'swim-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(import.meta.dirname, 'dist');
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const full = path.join(dir, file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  // 'source' first: @swim/shared is used straight from its TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true, proxy: PROXY },
  preview: { port: 4173, proxy: PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The home page's first load is a handful of requests, not dozens (a phone on a slow network pays a round trip
        // for each): what the first render needs is in three chunks, React (it changes far less often than the app,
        // so it stays cached across deploys), the other libraries, and the app's shell (the entry). The icons pages
        // share go in one small chunk rather than one chunk each. Pages, zod, the charts and the other catalogs stay
        // in chunks loaded when needed (docs/decisions/0015-web-first-load.md).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
