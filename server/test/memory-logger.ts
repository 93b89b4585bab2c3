import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface MemoryLogger {
  logger: Logger;
  /** Every entry written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** The `security event` entries, newest last. */
  securityEvents(): Record<string, unknown>[];
}

/** A pino logger at info that keeps its entries in memory, for assertions on what is logged. */
export function memoryLogger(): MemoryLogger {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger,
    entries,
    securityEvents: () => entries().filter((entry) => entry.msg === 'security event'),
  };
}
