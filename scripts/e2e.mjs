// Runs the Playwright suite against the built app in a temporary directory (each lane's
// database and mail outbox), then removes the directory. Extra arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist-server/main.mjs')) {
  console.error('The build is missing: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-e2e-'));
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_TMP_DIR: tmpDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

child.on('exit', (code, signal) => {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
