import type { AccountSummary } from '../../../contract/accounts-summary';
import type {
  CurrencyDto,
  DeleteAccountRequest,
  Preferences,
  PreferencesDto,
  UserDetails,
} from '../../../contract/settings';
import * as accountsApi from '../../../contract/endpoints/start-up/accounts';
import * as preferencesApi from '../../../contract/endpoints/start-up/preferences';
import * as userSettingsApi from '../../../contract/endpoints/start-up/user-settings';
import { callEndpoint } from '../../lib/api';

export const fetchUserDetails = (): Promise<UserDetails> =>
  callEndpoint(userSettingsApi.getUserDetails, {});

export async function saveUserDetails(details: UserDetails): Promise<void> {
  await callEndpoint(userSettingsApi.saveUserDetails, { body: details });
}

export async function updateLogin(body: { login: string; password: string }): Promise<void> {
  await callEndpoint(userSettingsApi.updateLogin, { body });
}

/** Mails a confirmation link to the new address; the address changes only once it is followed. */
export async function updateEmail(body: { email: string; password: string }): Promise<void> {
  await callEndpoint(userSettingsApi.updateEmail, { body });
}

export async function confirmEmail(code: string): Promise<void> {
  await callEndpoint(userSettingsApi.confirmEmail, { body: { code } });
}

/** The server also renews the session cookie: nothing else to do here. */
export async function updatePassword(body: {
  oldPassword: string;
  newPassword: string;
}): Promise<void> {
  await callEndpoint(userSettingsApi.updatePassword, { body });
}

export async function updatePhone(body: { phone: string; phoneCode: string }): Promise<void> {
  await callEndpoint(userSettingsApi.updatePhone, { body });
}

export const fetchPreferences = (): Promise<PreferencesDto> =>
  callEndpoint(preferencesApi.getPreferences, {});

export const savePreferences = (preferences: Preferences): Promise<PreferencesDto> =>
  callEndpoint(preferencesApi.savePreferences, { body: preferences });

export const fetchCurrencies = (): Promise<CurrencyDto[]> =>
  callEndpoint(preferencesApi.listCurrencies, {});

export const fetchAccounts = (): Promise<AccountSummary[]> =>
  callEndpoint(accountsApi.listAccounts, {});

/** DELETE /api/users/{idUser} with password, reason and comment in the query (spec 000 §7). */
export async function deleteAccount(idUser: number, request: DeleteAccountRequest): Promise<void> {
  await callEndpoint(userSettingsApi.deleteAccount, {
    params: { idUser: String(idUser) },
    query: request,
  });
}
