import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A test file brings its own app and database (a private database or PGlite per file), so files share a worker's
    // loaded modules instead of importing the whole server again for each one: about 2 s a file, 5 minutes a run.
    isolate: false,
  },
});
