import type { SignupRequest, ValueResponse } from '../../../contract/signup';
import { api } from '../../lib/api';

/** POST /api/signup: creates the inactive account and mails its activation link. */
export async function postSignup(request: SignupRequest): Promise<void> {
  await api.post<ValueResponse<boolean>>('/api/signup', request);
}

/** GET /api/signup/check: true when nobody uses this login yet. */
export async function isLoginAvailable(login: string): Promise<boolean> {
  const { data } = await api.get<ValueResponse<boolean>>('/api/signup/check', {
    params: { login },
  });
  return data.value;
}
