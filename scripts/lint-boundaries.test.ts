import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

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
    const code = "import { listAccounts } from '../features/accounts/accounts.service';\nvoid listAccounts;\n";
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
