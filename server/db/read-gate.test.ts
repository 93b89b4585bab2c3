import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { Gate, heavyReadGate } from './read-gate';

describe('the heavy reads’ gate', () => {
  it('lets in at most its limit, the others in their order as places free up', async () => {
    const gate = new Gate(2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const done = [1, 2, 3, 4].map((n) =>
      gate.run(async () => {
        started.push(n);
        await new Promise<void>((release) => releases.push(release));
        return n;
      }),
    );
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2]);
    releases.shift()!();
    await done[0];
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2, 3]);
    for (const release of releases.splice(0)) release();
    await done[2];
    await new Promise(setImmediate);
    for (const release of releases.splice(0)) release();
    expect(await Promise.all(done)).toEqual([1, 2, 3, 4]);
  });

  it('lets a failure free its place', async () => {
    const gate = new Gate(1);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('keeps two of the pool’s connections for the other requests', () => {
    const db = (poolSize: number) => ({ dialect: 'postgres', poolSize }) as Db;
    expect(heavyReadGate(db(10)).limit).toBe(8);
    expect(heavyReadGate(db(2)).limit).toBe(1);
  });
});
