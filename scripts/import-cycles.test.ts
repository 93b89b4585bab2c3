import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, sourceFiles } from './import-cycles';

let dir = '';
function tree(files: Record<string, string>): string[] {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return sourceFiles(dir, ['.']);
}
const names = (cycles: string[][]) => cycles.map((c) => c.map((f) => path.relative(dir, f)));

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const files = tree({
      'db/schema.ts': "import type { Flag } from './schema-finance';\nexport type A = Flag;",
      'db/schema-finance.ts': "import type { A } from './schema';\nexport type Flag = 0 | 1;",
    });
    expect(names(findCycles(importGraph(files)))).toEqual([
      ['db/schema-finance.ts', 'db/schema.ts'],
    ]);
  });

  it('finds a longer cycle through an index file and a re-export', () => {
    const files = tree({
      'a.ts': "import { b } from './b';",
      'b.ts': "export { c as b } from './c/index';",
      'c/index.ts': "import x from '../a.ts';",
      'd.ts': "import { b } from './b';",
    });
    expect(names(findCycles(importGraph(files)))).toEqual([['a.ts', 'b.ts', 'c/index.ts']]);
  });

  it('passes a tree without cycles', () => {
    const files = tree({ 'a.ts': "import './b';", 'b.ts': "import { z } from 'zod';" });
    expect(findCycles(importGraph(files))).toEqual([]);
  });
});
