import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built app (run `npm run build` first). Each parallel lane has its
 * own built server, database and mail outbox (e2e/global-setup.ts), so files can run side by
 * side: E2E_WORKERS says how many lanes. One by default: on two cores, two browsers and two
 * servers make each flow twice as slow and the whole no faster.
 */
process.env.E2E_TMP_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  globalSetup: './e2e/global-setup.ts',
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    // Recording a trace of every flow cost a fifth of the suite's time: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Playwright cannot download its browser here: Debian's Chromium is used instead.
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
