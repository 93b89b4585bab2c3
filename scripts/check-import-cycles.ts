// Part of `npm run lint`: eslint's no-cycle skips type-only imports, this check does not. It also
// refuses cycles between features: a feature uses another, or is used by it, never both.
import path from 'node:path';
import {
  describeFeatureCycle,
  featureGraph,
  featureOf,
  findCycles,
  importGraph,
  sourceFiles,
} from './import-cycles';

const root = process.cwd();
const folders = ['contract', 'server', 'src', 'bench', 'e2e', 'scripts'];
const files = importGraph(sourceFiles(root, folders));
const cycles = findCycles(files);
for (const cycle of cycles) {
  console.error(`Import cycle: ${cycle.map((f) => path.relative(root, f)).join(' ↔ ')}`);
}
const features = featureGraph(files, (file) => featureOf(root, file));
const featureCycles = findCycles(features.graph);
for (const cycle of featureCycles) {
  for (const line of describeFeatureCycle(cycle, features.imports)) {
    console.error(line.replaceAll(`${root}${path.sep}`, ''));
  }
}
process.exit(cycles.length + featureCycles.length === 0 ? 0 : 1);
