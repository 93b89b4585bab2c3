import path from 'node:path';

/** Where a server listens; `host` is the name its public address uses (passkeys need a domain). */
interface ServedAt {
  port: number;
  dir: string;
  host?: string;
}

/** The environment of an end-to-end server: demo data, an admin, a mail outbox page. */
export function serverEnvironment({ port, dir, host = '127.0.0.1' }: ServedAt) {
  const url = `http://${host}:${port}`;
  return {
    ...process.env,
    // The outbox page below is refused under production; `test` changes nothing else
    // (server/config.ts: only `development` turns the API reference page on).
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    PECULE_DEMO: '1',
    ADMIN_PASSWORD: 'e2e-admin-pass',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: path.join(dir, 'outbox'),
    // The mails' links point at this server, and GET /dev/outbox.json lists the mails.
    SMTP_URL: '',
    MAIL_OUTBOX_PAGE: '1',
    // No call to the ECB from a test: rates come from the tests themselves.
    ECB_RATES: '0',
    PUBLIC_URL: url,
    // The API-made accounts of e2e/people.ts each come from an address of their own (as behind
    // a proxy), so the suite's many signups stay under the per-address signup limit.
    TRUST_PROXY: 'loopback',
  };
}
