import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built app served by the built server (run `npm run build` first;
 * `npm run test:e2e` picks a free port and a temporary database directory).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Started without scripts/e2e.mjs: make a temporary directory here; workers inherit the variable.
process.env.E2E_TMP_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-e2e-'));
const databaseFile = path.join(process.env.E2E_TMP_DIR, 'e2e.db');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --enable-source-maps dist-server/main.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      // The outbox page below is refused under production; `test` changes nothing else
      // (server/config.ts: only `development` turns the API reference page on).
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      PECULE_DEMO: '1',
      ADMIN_PASSWORD: 'e2e-admin-pass',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: path.join(process.env.E2E_TMP_DIR, 'outbox'),
      // The mails' links point at this server, and GET /dev/outbox.json lists the mails.
      SMTP_URL: '',
      MAIL_OUTBOX_PAGE: '1',
      PUBLIC_URL: baseURL,
      // The API-made accounts of e2e/people.ts each come from an address of their own (as behind
      // a proxy), so the suite's many signups stay under the per-address signup limit.
      TRUST_PROXY: 'loopback',
    },
  },
});
