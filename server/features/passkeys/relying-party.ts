/** The site passkeys are bound to: the browser checks its id, the server the origin it signed. */
export interface RelyingParty {
  /** A domain: the passkey works on it and its subdomains only. */
  id: string;
  /** The exact origin the browser's signed client data must name. */
  origin: string;
  name: string;
}

export const RELYING_PARTY_NAME = 'Pécule';

/**
 * The public address when configured (behind a proxy the request's own host may be an internal
 * one), else the request's protocol and host.
 */
export function relyingPartyOf(
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
): RelyingParty {
  const url = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  return { id: url.hostname, origin: url.origin, name: RELYING_PARTY_NAME };
}
