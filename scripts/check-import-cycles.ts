// Part of `npm run lint`: eslint's no-cycle skips type-only imports, this check does not.
import path from 'node:path';
import { findCycles, importGraph, sourceFiles } from './import-cycles';

const root = process.cwd();
const folders = ['contract', 'server', 'src', 'bench', 'e2e', 'scripts'];
const cycles = findCycles(importGraph(sourceFiles(root, folders)));
for (const cycle of cycles) {
  console.error(`Import cycle: ${cycle.map((f) => path.relative(root, f)).join(' ↔ ')}`);
}
process.exit(cycles.length === 0 ? 0 : 1);
