import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

// PostgreSQL's own client tools (Debian: postgresql-client-NN), run with the app's
// DATABASE_URL; the password goes through the environment, not the command line that `ps`
// shows.

const run = promisify(execFile);

export interface Connection {
  /** The URL without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

export function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new Error(`${tool} not found: install PostgreSQL's client tools (postgresql-client)`);
  });
  const major = /(\d+)(\.\d+)*/.exec(stdout)?.[1];
  if (!major) throw new Error(`${tool}: unreadable version ${stdout.trim()}`);
  return Number(major);
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** pg_dump cannot read a newer server than itself: say which client to install. */
export async function checkToolVersion(tool: string, databaseUrl: string): Promise<void> {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(databaseUrl)]);
  if (client < server) {
    throw new Error(
      `${tool} ${client} is older than the server (PostgreSQL ${server}): install postgresql-client-${server}`,
    );
  }
}

export async function runTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  await run(tool, [...args, `--dbname=${url}`], { env, maxBuffer: 64 * 1024 * 1024 });
}
