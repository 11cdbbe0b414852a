// Which workspaces need a build: dist missing, or a source file newer than the last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const TARGETS = [
  { name: '@swim/shared', sources: ['packages/shared/src'], output: 'packages/shared/dist' },
  {
    name: '@swim/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'],
    output: 'apps/web/dist',
    // The server's page renderer (vite build --ssr), built by the same script.
    alsoBuilds: ['apps/web/dist-ssr'],
  },
  { name: '@swim/server', sources: ['apps/server/src'], output: 'apps/server/dist' },
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

/** Targets whose output is missing or older than their sources. */
export function staleTargets(root) {
  return TARGETS.filter((t) => {
    const out = path.join(root, t.output);
    if (!existsSync(out) || (t.alsoBuilds ?? []).some((p) => !existsSync(path.join(root, p)))) return true;
    // The oldest output counts: a web build without its server renderer (vite build alone) leaves the renderer stale.
    const built = Math.min(...[t.output, ...(t.alsoBuilds ?? [])].map((p) => statSync(path.join(root, p)).mtimeMs));
    return Math.max(...t.sources.map((s) => newest(path.join(root, s)))) > built;
  });
}
