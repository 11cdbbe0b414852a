// `npm start`: build whatever is missing or out of date, then run the server (which migrates and seeds on first start).
import { spawnSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleTargets } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stale = staleTargets(root);
for (const target of stale) {
  console.log(`building ${target.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const now = new Date();
  utimesSync(path.join(root, target.output), now, now);
}
const server = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(server.status ?? 0);
