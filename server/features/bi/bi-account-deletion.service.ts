import type { BiDeps } from './bi-deps';
import { providerToken } from './bi-provider-user';

/**
 * When a person deletes their account, their user at the aggregator goes too (with the bank
 * credentials it holds). A failure there is logged and never blocks the deletion: the person's
 * right to leave comes first; the provider user can be removed from its console.
 */
export async function forgetProviderUser(deps: BiDeps, userId: number): Promise<void> {
  try {
    const token = await providerToken(deps, userId);
    if (token) await deps.aggregator.deleteUser(token);
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'bi: the provider user could not be deleted');
  }
}
