import type { ResetPerformRequest } from '../../../contract/password-reset';
import * as passwordResetApi from '../../../contract/endpoints/password-reset';
import { callEndpoint } from '../../lib/api';

/** GET /api/resetPassword/request: answers the same whether or not the address is known. */
export async function requestReset(email: string): Promise<void> {
  await callEndpoint(passwordResetApi.requestReset, {
    query: { email, url: window.location.origin },
  });
}

/** POST /api/resetPassword/perform */
export async function performReset(request: ResetPerformRequest): Promise<void> {
  await callEndpoint(passwordResetApi.performReset, { body: request });
}
