import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only make the embedded databases compete.
    maxWorkers: 2,
    // Timeouts below catch hangs, not slowness: `npm test` must pass on a busy machine (issue 10, item 14).
    projects: [
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'bench/src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          // Pure functions: one import of the domain per worker is enough.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Only a hang should fail on time: on a busy 2-core machine (a fresh clone's `npm test`, CI next
          // to other work) a test that takes 20 s alone can take several times as long.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Each worker process imports the server (Fastify, drizzle, pdfmake, PGlite's WebAssembly) once and
          // runs file after file in it, instead of a fresh process per file: that import was a quarter of the
          // run. Files stay independent: each builds its own app on its own database copy, and no server test
          // mocks a module or changes process.env.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Component tests (*.test.tsx) ask for jsdom in their first line; the rest run in node.
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Files share their worker's imports (Mantine, React, the domain) instead of a fresh module graph
          // per file: about 20 s of CPU instead of 31 s here. test/setup.ts resets what a test leaves behind.
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
