import type { ResetPerformRequest } from '../../../contract/password-reset';
import { api } from '../../lib/api';

/** GET /api/resetPassword/request: answers the same whether or not the address is known. */
export async function requestReset(email: string): Promise<void> {
  await api.get('/api/resetPassword/request', {
    params: { email, url: window.location.origin },
  });
}

/** POST /api/resetPassword/perform */
export async function performReset(request: ResetPerformRequest): Promise<void> {
  await api.post('/api/resetPassword/perform', request);
}
