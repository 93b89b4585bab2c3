import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

const SUMMARY = /^[\w-]+\.json$/;

/** The mails written to the outbox, newest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((f) => SUMMARY.test(f))
      .map(async (file) => ({
        id: file.replace(/\.json$/, ''),
        ...(JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Omit<OutboxEntry, 'id'>),
      })),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
