import type { Passkey } from '../../../contract/passkeys';
import * as passkeysApi from '../../../contract/endpoints/passkeys';
import { callEndpoint } from '../../lib/api';
import { browserPasskeys } from '../../lib/webauthn';

export const fetchPasskeys = (): Promise<Passkey[]> => callEndpoint(passkeysApi.listPasskeys, {});

/** The server's options, the browser's prompt, then the server keeps the new passkey. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = await callEndpoint(passkeysApi.registrationOptions, {});
  const response = await browserPasskeys.create(options);
  return callEndpoint(passkeysApi.registerPasskey, { body: { name, response } });
}

export async function revokePasskey(idPasskey: number): Promise<void> {
  await callEndpoint(passkeysApi.revokePasskey, { params: { idPasskey: String(idPasskey) } });
}
