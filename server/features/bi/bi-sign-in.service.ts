import { ProfileName, Role } from '../../../contract/access';
import type { Principal } from '../../http/request-context';
import { runInBackground } from '../../jobs/background';
import { mayAutoImport } from './bi-access';
import type { BiDeps } from './bi-deps';
import { startSync } from './bi-sync-runner';

/**
 * A synchronisation at sign-in for a paying user with a bank connected (never for ADMIN: spec 000
 * §4). Everything, the checks included, runs after the sign-in has answered.
 */
export function syncAtSignIn(deps: BiDeps, user: Principal): void {
  if (user.profile.name === ProfileName.admin || user.roles.includes(Role.admin)) return;
  runInBackground(deps.logger, 'bank sync at sign-in', async () => {
    try {
      if (await mayAutoImport(deps.db.kysely, user)) await startSync(deps, user.idUser);
    } catch (error) {
      deps.logger.warn({ err: error, userId: user.idUser }, 'bi: no synchronisation at sign-in');
    }
  });
}
