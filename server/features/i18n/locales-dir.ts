import fs from 'node:fs';
import path from 'node:path';

/** The project's locales/ folder, found upward from this file (source or bundled server). */
export function findLocalesDir(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'locales');
    if (fs.existsSync(path.join(candidate, 'fr'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no locales/ folder above ${from}`);
  }
}
