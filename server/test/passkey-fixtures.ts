import type { TestClient } from './test-app';
import { SoftwareAuthenticator, type Tampering } from './software-authenticator';

/** Registers a passkey from the signed-in client; answers the registration's response. */
export async function registerPasskey(
  client: TestClient,
  authenticator = new SoftwareAuthenticator(),
  name = 'Téléphone',
  tampering: Tampering = {},
) {
  const options = await client.post('/api/passkeys/options');
  if (options.status !== 200) return options;
  const response = authenticator.register(options.body, tampering);
  return client.post('/api/passkeys', { name, response });
}

/** Signs in with the passkey alone (no password). */
export async function signInWithPasskey(
  client: TestClient,
  authenticator: SoftwareAuthenticator,
  tampering: Tampering = {},
) {
  const options = await client.post('/api/authenticate/passkey/options');
  if (options.status !== 200) throw new Error(`options answered ${options.status}`);
  const response = authenticator.assert(options.body, tampering);
  return client.post('/api/authenticate/passkey', { response });
}
