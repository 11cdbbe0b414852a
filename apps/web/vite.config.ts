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
        // React changes far less often than the app: its own chunk stays cached (immutable) across deploys.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
