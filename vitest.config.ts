import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: `npx vitest run --project server` runs just one. The reliability suite is a
// project of its own (`--project reliability`), left out of the unit stage with `--project '!reliability'`.
export default defineConfig({
  test: {
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
