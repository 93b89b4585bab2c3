import type { AccountSummary } from '../../../contract/accounts-summary';
import type {
  CurrencyDto,
  DeleteAccountRequest,
  Preferences,
  PreferencesDto,
  UserDetails,
} from '../../../contract/settings';
import * as preferencesApi from '../../../contract/endpoints/preferences';
import { api, callEndpoint } from '../../lib/api';

export async function fetchUserDetails(): Promise<UserDetails> {
  return (await api.get<UserDetails>('/api/userDetails')).data;
}

export async function saveUserDetails(details: UserDetails): Promise<void> {
  await api.post('/api/userDetails', details);
}

export async function updateLogin(body: { login: string; password: string }): Promise<void> {
  await api.post('/api/updateLogin', body);
}

/** Mails a confirmation link to the new address; the address changes only once it is followed. */
export async function updateEmail(body: { email: string; password: string }): Promise<void> {
  await api.post('/api/updateEmail', body);
}

export async function confirmEmail(code: string): Promise<void> {
  await api.post('/api/updateEmail/confirm', { code });
}

/** The server also renews the session cookie: nothing else to do here. */
export async function updatePassword(body: {
  oldPassword: string;
  newPassword: string;
}): Promise<void> {
  await api.post('/api/updatePassword', body);
}

export async function updatePhone(body: { phone: string; phoneCode: string }): Promise<void> {
  await api.post('/api/updatePhone', body);
}

export const fetchPreferences = (): Promise<PreferencesDto> =>
  callEndpoint(preferencesApi.getPreferences, {});

export const savePreferences = (preferences: Preferences): Promise<PreferencesDto> =>
  callEndpoint(preferencesApi.savePreferences, { body: preferences });

export const fetchCurrencies = (): Promise<CurrencyDto[]> =>
  callEndpoint(preferencesApi.listCurrencies, {});

export async function fetchAccounts(): Promise<AccountSummary[]> {
  return (await api.get<AccountSummary[]>('/api/account')).data;
}

/** DELETE /api/users/{idUser} with password, reason and comment in the query (spec 000 §7). */
export async function deleteAccount(idUser: number, request: DeleteAccountRequest): Promise<void> {
  await api.delete(`/api/users/${idUser}`, { params: request });
}
