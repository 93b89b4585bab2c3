// Part of `npm run lint`: a table is written only by the feature that owns it (scripts/table-owners.ts).
import path from 'node:path';
import { EXEMPT_PATHS, TABLE_OWNERS } from './table-owners';
import { describeViolation, mapMismatches, schemaTables, treeViolations } from './table-ownership';

const root = process.cwd();
const folders = ['server', 'bench', 'contract', 'scripts', 'e2e'];
const problems = [
  ...mapMismatches(schemaTables(path.join(root, 'server/db/schema.ts')), TABLE_OWNERS),
  ...treeViolations(root, folders, TABLE_OWNERS, EXEMPT_PATHS).map(describeViolation),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
