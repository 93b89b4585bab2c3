// npm run dev: the API with reload (tsx watch) on 8080 and Vite on 5173, which proxies /api, /i18n
// and /ws to it. Demo mode is on so there is someone to sign in as; mails go to the outbox, shown
// at http://localhost:5173/dev/outbox.
import { spawn } from 'node:child_process';

const env = {
  PECULE_DEMO: '1',
  NODE_ENV: 'development',
  MAIL_OUTBOX_PAGE: '1',
  PUBLIC_URL: 'http://localhost:5173',
  ...process.env,
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
