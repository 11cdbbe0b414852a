import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: `npx vitest run --project server` runs just one. The reliability suite is a
// project of its own (`--project reliability`), left out of the unit stage with `--project '!reliability'`.
export default defineConfig({
  test: {
    // At least two workers even on a 2-core machine: a server test spends much of its time waiting on its database,
    // so a second file runs in that time (Vitest's own default there is one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      'apps/server/vitest.config.ts',
      'apps/server/vitest.reliability.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
