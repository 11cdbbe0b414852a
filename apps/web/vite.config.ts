import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';

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

/**
 * Sonner's styles come with our stylesheet (index.css imports them) instead of the <style> its module adds when it is
 * evaluated: a stylesheet added after the page is shown makes the browser restyle every element of a server-rendered
 * page (custom properties on <html>), one long task on a phone.
 */
function sonnerStylesInStylesheet(): Plugin {
  return {
    name: 'swim-sonner-styles',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const injected = 'function __insertCSS(code) {';
      if (!code.includes(injected))
        this.error('sonner no longer injects its styles through __insertCSS: review this plugin');
      return { code: code.replace(injected, `${injected}\n  return;`), map: null };
    },
  };
}

const ENTRY = path.join(import.meta.dirname, 'src/main.tsx');
const isAppCode = (id: string) => id.startsWith(path.join(import.meta.dirname, 'src')) && !id.includes('node_modules');
// Libraries of the first load (in the react or vendor chunk) and the icons: using them costs a page nothing more.
const FREE_LIBRARY =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-i18next|i18next|@tanstack[\\/](react-query|query-core)|clsx|tailwind-merge|class-variance-authority|lucide-react)[\\/]/;

/**
 * Names 'parts' the modules that cost only their own bytes once the first load is in: icons, and app modules that
 * import nothing but the first load's app modules, its libraries and other such parts (small components, query keys,
 * hooks). Pages share them in one chunk instead of a dozen tiny ones; a module that needs zod, Radix, charts or dates
 * stays out, so loading 'parts' never drags those in.
 */
function namePartsChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let initial: Set<string> | undefined;
  const light = new Map<string, boolean>();
  const appClosure = (ctx: ChunkingContext, from: string) => {
    const seen = new Set<string>();
    const queue = [from];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || !isAppCode(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const isLight = (ctx: ChunkingContext, id: string): boolean => {
    initial ??= appClosure(ctx, ENTRY);
    // Vite's preload helper (behind every lazy import()) is in the first load too.
    if (initial.has(id) || FREE_LIBRARY.test(id) || id.includes('vite/preload-helper')) return true;
    if (!isAppCode(id)) return false;
    const known = light.get(id);
    if (known !== undefined) return known;
    light.set(id, false); // within an import cycle, heavy until proven light
    const result = (ctx.getModuleInfo(id)?.importedIds ?? []).every((dep) => isLight(ctx, dep));
    light.set(id, result);
    return result;
  };
  return (id, ctx) => ((!id.includes('node_modules') || /lucide-react/.test(id)) && isLight(ctx, id) ? 'parts' : null);
}

/**
 * The server's page renderer (`vite build --ssr src/entry-server.tsx`): one self-contained bundle in dist-ssr, libraries
 * included, that the API server imports (docs/decisions/0017-server-rendered-public-pages.md).
 */
const serverRenderBuild: UserConfig = {
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
};

const browserBuild: UserConfig = {
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), sonnerStylesInStylesheet(), precompress()],
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
        // so it stays cached across deploys), the other libraries, and the app's shell (the entry). Light parts that
        // pages share go in one chunk rather than one chunk each. Pages, zod, the charts and the other catalogs stay
        // in chunks loaded when needed (docs/decisions/0015-web-first-load.md).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
            { name: namePartsChunk(), minShareCount: 2 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
