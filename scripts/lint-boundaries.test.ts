import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeFeatureCycle, featureGraph, featureOf, findCycles } from './import-cycles';

const eslint = new ESLint();

// The first lint loads the config and the TypeScript resolver, seconds on a busy machine: done
// once here, so that no single test's time limit pays for it.
const warmUp = "import { AppError } from './http/app-error';\nvoid AppError;\n";
beforeAll(() => eslint.lintText(warmUp, { filePath: 'server/x.ts' }), 120_000);

/** The rules that fire on `code` as if it were the file at `filePath`. */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint enforces the layers', () => {
  it('refuses a feature importing another feature’s repository', async () => {
    const code = "import { findUserById } from '../users/users.repository';\nvoid findUserById;\n";
    expect(await rulesFiring('server/features/preferences/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a feature call another feature’s service', async () => {
    const code = "import { findUserById } from '../users/users.service';\nvoid findUserById;\n";
    expect(await rulesFiring('server/features/preferences/x.ts', code)).toEqual([]);
  });

  it('refuses http/ importing a feature', async () => {
    const code =
      "import { listAccounts } from '../features/accounts/accounts.service';\nvoid listAccounts;\n";
    expect(await rulesFiring('server/http/x.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses contract/ importing the server, and production code importing bench/', async () => {
    const toServer = "import { AppError } from '../server/http/app-error';\nvoid AppError;\n";
    expect(await rulesFiring('contract/x.ts', toServer)).toContain('import-x/no-restricted-paths');
    const toBench = "import { readResults } from '../bench/lib/results';\nvoid readResults;\n";
    expect(await rulesFiring('server/x.ts', toBench)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the design system importing a feature, and a feature importing app/', async () => {
    const toFeature = "import { useAuth } from '../features/auth/use-auth';\nvoid useAuth;\n";
    expect(await rulesFiring('src/components/x.ts', toFeature)).toContain(
      'import-x/no-restricted-paths',
    );
    const toApp = "import { TARGET_PARAM } from '../../app/target';\nvoid TARGET_PARAM;\n";
    expect(await rulesFiring('src/features/auth/x.ts', toApp)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('the lint guards repositories in a feature’s subfolders', () => {
  it('refuses a feature importing a repository of operations/write or operations/read', async () => {
    const toWrite =
      "import { insertParts } from '../operations/write/operations-parts.repository';\nvoid insertParts;\n";
    expect(await rulesFiring('server/features/payees/x.ts', toWrite)).toContain(
      'import-x/no-restricted-paths',
    );
    const toRead =
      "import { findBooksVersion } from '../operations/read/operations-books-version.repository';\nvoid findBooksVersion;\n";
    expect(await rulesFiring('server/features/import/x.ts', toRead)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets the operations write half use its own repositories', async () => {
    const code =
      "import { insertParts } from './operations-parts.repository';\nvoid insertParts;\n";
    expect(await rulesFiring('server/features/operations/write/x.ts', code)).toEqual([]);
  });
});

describe('the lint enforces the boundaries of features, jobs, integrations, routes and contract', () => {
  const root = '/repo';
  const inFeatures = (files: Record<string, string[]>) =>
    featureGraph(
      new Map(
        Object.entries(files).map(([file, targets]) => [
          `${root}/${file}`,
          targets.map((t) => `${root}/${t}`),
        ]),
      ),
      (file) => featureOf(root, file),
    );

  it('refuses two features that import each other, and names the imports', () => {
    const features = inFeatures({
      'server/features/accounts/accounts.service.ts': ['server/features/banks/banks.service.ts'],
      'server/features/banks/banks.service.ts': ['server/features/accounts/accounts.service.ts'],
      'src/features/bi/use-bi.ts': ['src/features/settings/use-settings.ts'],
    });
    const cycles = findCycles(features.graph);
    expect(cycles).toEqual([['server accounts', 'server banks']]);
    expect(describeFeatureCycle(cycles[0]!, features.imports)).toContain(
      '  server accounts ↔ server banks',
    );
  });

  it('refuses a longer feature cycle, but not a test setting up data through another feature', () => {
    const longer = inFeatures({
      'src/features/a/a.tsx': ['src/features/b/use-b.ts'],
      'src/features/b/use-b.ts': ['src/features/c/use-c.ts'],
      'src/features/c/use-c.ts': ['src/features/a/use-a.ts'],
    });
    expect(findCycles(longer.graph)).toEqual([['src a', 'src b', 'src c']]);
    const viaTest = inFeatures({
      'server/features/demo/generate.ts': ['server/features/users/users.service.ts'],
      'server/features/users/users.int.test.ts': ['server/features/demo/generate.ts'],
    });
    expect(findCycles(viaTest.graph)).toEqual([]);
  });

  it('refuses metrics/ importing a layer that records into it, and lets those layers import it', async () => {
    const toDb = "import { openDatabase } from '../db/database';\nvoid openDatabase;\n";
    expect(await rulesFiring('server/metrics/x.ts', toDb)).toContain(
      'import-x/no-restricted-paths',
    );
    const toMetrics =
      "import { recordImportedFile } from '../../metrics/import-metrics';\nvoid recordImportedFile;\n";
    expect(await rulesFiring('server/features/import/x.ts', toMetrics)).toEqual([]);
  });

  it('refuses an integration importing a feature', async () => {
    const code =
      "import { listAccounts } from '../../features/accounts/accounts.service';\nvoid listAccounts;\n";
    expect(await rulesFiring('server/integrations/mail/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a job importing a repository or any file but a service, and lets it call a service', async () => {
    const repository =
      "import { findBank } from '../features/banks/banks.repository';\nvoid findBank;\n";
    expect(await rulesFiring('server/jobs/x.ts', repository)).toContain(
      'import-x/no-restricted-paths',
    );
    const helper =
      "import { rowsOf } from '../features/operations/write/operations-write-rows';\nvoid rowsOf;\n";
    expect(await rulesFiring('server/jobs/x.ts', helper)).toContain('import-x/no-restricted-paths');
    const service =
      "import { listBankNames } from '../features/banks/banks.service';\nvoid listBankNames;\n";
    expect(await rulesFiring('server/jobs/x.ts', service)).toEqual([]);
  });

  it('refuses contract/ importing a Node module or a server-only package', async () => {
    for (const source of ['node:crypto', 'crypto', 'fs', 'express', 'kysely', 'pino']) {
      const code = `import x from '${source}';\nvoid x;\n`;
      expect(await rulesFiring('contract/x.ts', code), source).toContain(
        'layers/portable-contract',
      );
    }
    const zod = "import { z } from 'zod';\nvoid z;\n";
    expect(await rulesFiring('contract/x.ts', zod)).toEqual([]);
  });

  it('refuses a routes file importing a repository, even its own feature’s', async () => {
    const code = "import { findBank } from './banks.repository';\nvoid findBank;\n";
    expect(await rulesFiring('server/features/banks/x.routes.ts', code)).toContain(
      'layers/http-only-routes',
    );
  });

  it('refuses a routes file starting background work itself', async () => {
    const code =
      "import { runInBackground } from '../../jobs/background';\nvoid runInBackground;\n";
    expect(await rulesFiring('server/features/tags/tags.routes.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a routes file running SQL', async () => {
    const builder =
      "export const rows = (db: any) => db.selectFrom('banks').selectAll().execute();\n";
    expect(await rulesFiring('server/features/banks/x.routes.ts', builder)).toContain(
      'layers/http-only-routes',
    );
    const template = "import { sql } from 'kysely';\nexport const now = sql`select 1`;\n";
    expect(await rulesFiring('server/features/banks/x.routes.ts', template)).toContain(
      'layers/http-only-routes',
    );
  });

  it('lets a routes file declare routes that call the service', async () => {
    const code = [
      "import { defineRoute } from '../../http/route';",
      "import { listBankNames } from '../banks/banks.service';",
      'export const routes = (db: never) => [',
      "  defineRoute({ method: 'get', path: '/x', access: 'public', summary: 'x',",
      '    handle: () => listBankNames(db) }),',
      '];',
      '',
    ].join('\n');
    expect(await rulesFiring('server/features/accounts/x.routes.ts', code)).toEqual([]);
  });
});

describe('the lint keeps SPA features apart', () => {
  it('refuses a feature importing another feature’s form piece', async () => {
    const code = "import { payeeRequest } from '../payees/payee-form';\nvoid payeeRequest;\n";
    expect(await rulesFiring('src/features/echeances/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing another feature’s modal directly', async () => {
    const code = "import { PayeeModal } from '../payees/payee-modal';\nvoid PayeeModal;\n";
    expect(await rulesFiring('src/features/operations/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets a feature use another through its use-*.ts files', async () => {
    const hooks = "import { usePayees } from '../payees/use-payees';\nvoid usePayees;\n";
    expect(await rulesFiring('src/features/echeances/x.ts', hooks)).toEqual([]);
    const screens = "import { PayeeModal } from '../payees/use-payees-ui';\nvoid PayeeModal;\n";
    expect(await rulesFiring('src/features/echeances/x.ts', screens)).toEqual([]);
  });

  it('lets a feature import its own pieces', async () => {
    const code = "import { payeeRequest } from './payee-form';\nvoid payeeRequest;\n";
    expect(await rulesFiring('src/features/payees/x.ts', code)).toEqual([]);
  });
});

describe('the lint keeps the SPA on the typed client', () => {
  it('refuses a hand-written API path, in quotes or in a template', async () => {
    const quoted = "export const load = () => fetch('/api/account');\n";
    expect(await rulesFiring('src/features/accounts/x.ts', quoted)).toContain(
      'layers/endpoint-paths',
    );
    const template = 'export const url = (id: number) => `/api/account/${id}`;\n';
    expect(await rulesFiring('src/features/accounts/x.ts', template)).toContain(
      'layers/endpoint-paths',
    );
  });

  it('lets the SPA call an endpoint, and its tests mock the path', async () => {
    const call =
      "import * as accountsApi from '../../../contract/endpoints/accounts';\n" +
      "import { callEndpoint } from '../../lib/api';\n" +
      'export const load = () => callEndpoint(accountsApi.listAccounts, {});\n';
    expect(await rulesFiring('src/features/accounts/x.ts', call)).not.toContain(
      'layers/endpoint-paths',
    );
    const mock = "export const route = 'GET /api/account';\nexport const path = '/api/account';\n";
    expect(await rulesFiring('src/features/accounts/x.test.ts', mock)).toEqual([]);
  });
});
