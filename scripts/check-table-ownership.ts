// Part of `npm run lint`: a table is written only by the feature that owns it (scripts/table-owners.ts).
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './import-cycles';
import { EXEMPT_PATHS, TABLE_OWNERS } from './table-owners';
import {
  describeViolation,
  mapMismatches,
  ownershipViolations,
  schemaTables,
} from './table-ownership';

const root = process.cwd();
const files = sourceFiles(root, ['server', 'bench', 'contract', 'scripts', 'e2e'])
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .filter((file) => !EXEMPT_PATHS.some((exempt) => exempt.test(file)));
const violations = files.flatMap((file) =>
  ownershipViolations(file, fs.readFileSync(path.join(root, file), 'utf8'), TABLE_OWNERS),
);
const mismatches = mapMismatches(
  schemaTables(path.join(root, 'server/db/schema.ts')),
  TABLE_OWNERS,
);
const problems = [...mismatches, ...violations.map(describeViolation)];
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
