import { gunzipSync, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** A JSON answer kept gzipped, with the headers that go with it. */
export interface PreparedAnswer {
  gzipped: Buffer;
  headers: Readonly<Record<string, string>>;
}

interface OwnerAnswers {
  version: number;
  answers: Map<string, PreparedAnswer>;
}

const FAST_LEVEL = 1;

/** Serialises and gzips an answer once, to be sent as many times as it stays valid. */
export function prepareJson(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PreparedAnswer> {
  return new Promise((resolve, reject) => {
    gzip(JSON.stringify(body), { level: FAST_LEVEL }, (error, gzipped) => {
      if (error) reject(error);
      else resolve({ gzipped, headers });
    });
  });
}

/** Sends a prepared answer, gzipped to the clients that accept it. */
export function sendPrepared(req: Request, res: Response, answer: PreparedAnswer): void {
  res.vary('Accept-Encoding');
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', answer.gzipped.length);
    res.end(answer.gzipped);
    return;
  }
  const plain = gunzipSync(answer.gzipped);
  res.setHeader('Content-Length', plain.length);
  res.end(plain);
}

/**
 * Answers kept per owner for one version of the owner's data: reading an answer under another
 * version than the one it was kept under drops every answer of that owner. Owners are evicted
 * least recently used first once the gzipped bytes pass `maxBytes`.
 */
export class AnswerCache {
  private readonly owners = new Map<number, OwnerAnswers>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxPerOwner: number,
  ) {}

  get(owner: number, version: number, key: string): PreparedAnswer | undefined {
    const entry = this.owners.get(owner);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.drop(owner);
      return undefined;
    }
    this.owners.delete(owner);
    this.owners.set(owner, entry);
    return entry.answers.get(key);
  }

  set(owner: number, version: number, key: string, answer: PreparedAnswer): void {
    let entry = this.owners.get(owner);
    if (entry && entry.version !== version) {
      this.drop(owner);
      entry = undefined;
    }
    if (!entry) {
      entry = { version, answers: new Map() };
      this.owners.set(owner, entry);
    }
    this.remove(entry, key);
    entry.answers.set(key, answer);
    this.bytes += answer.gzipped.length;
    while (entry.answers.size > this.maxPerOwner) {
      this.remove(entry, entry.answers.keys().next().value as string);
    }
    this.evict();
  }

  private remove(entry: OwnerAnswers, key: string): void {
    const old = entry.answers.get(key);
    if (!old) return;
    this.bytes -= old.gzipped.length;
    entry.answers.delete(key);
  }

  private drop(owner: number): void {
    const entry = this.owners.get(owner);
    if (!entry) return;
    for (const answer of entry.answers.values()) this.bytes -= answer.gzipped.length;
    this.owners.delete(owner);
  }

  private evict(): void {
    while (this.bytes > this.maxBytes && this.owners.size > 0) {
      this.drop(this.owners.keys().next().value as number);
    }
  }
}
