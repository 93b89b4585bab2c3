import { readFileSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

afterEach(() => vi.unstubAllGlobals());

it('is zod’s own setting, read before zod loads', () => {
  expect(z.config().jitless).toBe(true);
});

it('parses objects without ever building a function from text (no CSP eval report)', () => {
  const built = vi.fn();
  const watched = new Proxy(Function, {
    construct: (target, args: string[]) => {
      built(args);
      return Reflect.construct(target, args) as object;
    },
  });
  vi.stubGlobal('Function', watched);
  const schema = z.object({ name: z.string(), amount: z.number().int() });
  for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: 'x', amount: i }).amount).toBe(i);
  expect(built).not.toHaveBeenCalled();
});

it('is the first import of the SPA and of the server', () => {
  for (const [entry, path] of [
    ['src/main.tsx', '../contract/zod-jitless'],
    ['server/main.ts', '../contract/zod-jitless'],
  ] as const) {
    const firstImport = /^import [^;]*;/m.exec(readFileSync(entry, 'utf8'))?.[0];
    expect(firstImport, entry).toBe(`import '${path}';`);
  }
});
