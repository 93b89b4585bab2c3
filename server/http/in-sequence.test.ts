import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { inSequence } from './in-sequence';

const req = {} as Request;
const res = {} as Response;

const passing =
  (name: string, seen: string[]): RequestHandler =>
  (_req, _res, next) => {
    seen.push(name);
    next();
  };

describe('middlewares run in sequence as one layer', () => {
  it('runs each in order, then the next layer', () => {
    const seen: string[] = [];
    const next = vi.fn<(error?: unknown) => void>();
    inSequence([passing('a', seen), passing('b', seen)])(req, res, next);
    expect(seen).toEqual(['a', 'b']);
    expect(next).toHaveBeenCalledWith();
  });

  it('stops at an error passed on, thrown or rejected, and hands it to the error handlers', async () => {
    const failure = new Error('refused');
    const thrower: RequestHandler = () => {
      throw failure;
    };
    const rejecter: RequestHandler = async () => Promise.reject(failure);
    const passer: RequestHandler = (_req, _res, next) => next(failure);
    for (const failing of [thrower, rejecter, passer]) {
      const seen: string[] = [];
      const next = vi.fn<(error?: unknown) => void>();
      inSequence([failing, passing('after', seen)])(req, res, next);
      await new Promise((settled) => setImmediate(settled));
      expect(next).toHaveBeenCalledWith(failure);
      expect(seen).toEqual([]);
    }
  });

  it('leaves the request where a middleware answered without passing it on', () => {
    const next = vi.fn<(error?: unknown) => void>();
    inSequence([() => undefined, passing('after', [])])(req, res, next);
    expect(next).not.toHaveBeenCalled();
  });
});
