import { defineConfig } from 'vitest/config';

// The reliability suite (`npm run test:reliability`): hostile input from every route's schema, auth path tricks,
// and, with TEST_DATABASE_URL, cut connections, two instances and a soak against real server processes.
// Files run one after another so that load figures are not shared with another file's work.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'reliability',
    include: ['src/reliability/**/*.reliability.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
