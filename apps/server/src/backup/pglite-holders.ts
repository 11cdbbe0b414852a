// PGlite has no lock of its own: two processes that open one data directory both write to it and corrupt it. Before
// opening it, the backup looks for another process that has files in it open (on Linux, through /proc), which is
// how a running server shows; elsewhere it goes by the postmaster.pid PGlite keeps there while it is open.
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export type Holders = { pids: number[]; how: 'proc' | 'pid-file' };

/** Other processes holding files under `dir` open; null when none is found. */
export function findPgliteHolders(dir: string): Holders | null {
  const root = path.resolve(dir);
  if (existsSync('/proc/self/fd')) {
    const pids = new Set<number>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${name}/fd`);
      } catch {
        continue; // gone, or another user's process we may not look into
      }
      for (const fd of fds) {
        let target: string;
        try {
          target = readlinkSync(`/proc/${name}/fd/${fd}`);
        } catch {
          continue;
        }
        if (target === root || target.startsWith(`${root}/`)) {
          pids.add(Number(name));
          break;
        }
      }
    }
    return pids.size > 0 ? { pids: [...pids].sort((a, b) => a - b), how: 'proc' } : null;
  }
  return existsSync(path.join(root, 'postmaster.pid')) ? { pids: [], how: 'pid-file' } : null;
}
