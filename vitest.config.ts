import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest keeps a core free by default: one worker on two cores. Integration files spend much
    // of their time waiting on PostgreSQL and loading the app, so every core runs a file.
    maxWorkers: os.availableParallelism(),
    // A worker keeps its modules from one file to the next: loading the app for every file took
    // half the suite's time (integration 469 s → 236 s, screens 167 s → 35 s). Tests leave no
    // module state behind: src/test/setup.ts resets what screens change, jobs' fake timers are
    // undone after each test.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{contract,server,bench,scripts}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A screen's first render pays for loading its modules: seconds on a loaded machine.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{server,bench}/**/*.int.test.ts'],
          globalSetup: ['server/test/migrated-template.ts'],
          environment: 'node',
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
