import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

// A fake OpenID Connect provider on 127.0.0.1: discovery, JWKS and a token endpoint that checks
// the client's secret, the redirect URI and the PKCE verifier (S256), and answers an RS256 ID
// token whose claims the test chooses. No login page: an integration test reads the
// authorization URL the app redirected to and "approves" it, getting the callback the provider
// would redirect to; a browser test sets the approval first, which GET /authorize then gives.

export const FAKE_CLIENT_ID = 'pecule';
export const FAKE_CLIENT_SECRET = 'fake-provider-client-secret';

export interface Approval {
  /** Claims of the ID token, over the defaults (iss, aud, iat, exp in 5 minutes, the nonce). */
  claims?: JWTPayload & Record<string, unknown>;
  /** Signs with a key the JWKS does not hold. */
  foreignKey?: boolean;
  /** Answers the token request as though another verifier than the one sent was expected. */
  wrongChallenge?: boolean;
}

interface Grant {
  approval: Approval;
  nonce: string;
  challenge: string;
  redirectUri: string;
}

const KID = 'fake-key-1';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function clientOf(req: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) return { id: form.get('client_id'), secret: form.get('client_secret') };
  const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
  return { id, secret };
}

export async function startFakeOpenIdProvider() {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const counts = { discovery: 0, token: 0 };
  let down = false;
  let browserApproval: Approval | undefined;
  let issuer = '';

  const idToken = (grant: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const key: CryptoKey = grant.approval.foreignKey ? foreign.privateKey : keys.privateKey;
    return new SignJWT({
      iss: issuer,
      aud: FAKE_CLIENT_ID,
      iat: now,
      exp: now + 300,
      nonce: grant.nonce,
      ...grant.approval.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .sign(key);
  };

  async function token(req: IncomingMessage, res: ServerResponse) {
    counts.token += 1;
    const form = new URLSearchParams(await read(req));
    const client = clientOf(req, form);
    if (client.id !== FAKE_CLIENT_ID || client.secret !== FAKE_CLIENT_SECRET) {
      return answer(res, 401, { error: 'invalid_client' });
    }
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = grant?.approval.wrongChallenge ? s256(`${verifier}x`) : s256(verifier);
    if (
      !grant ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('redirect_uri') !== grant.redirectUri ||
      challenge !== grant.challenge
    ) {
      return answer(res, 400, { error: 'invalid_grant' });
    }
    answer(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idToken(grant),
    });
  }

  /** Keeps the grant of an authorization request; answers the callback path and query. */
  function grant(authorizationUrl: string, approval: Approval): string {
    const url = new URL(authorizationUrl);
    const param = (name: string) => url.searchParams.get(name) ?? '';
    if (param('code_challenge_method') !== 'S256') throw new Error('no PKCE S256 challenge');
    const code = randomBytes(16).toString('base64url');
    const redirectUri = new URL(param('redirect_uri'));
    grants.set(code, {
      approval,
      nonce: param('nonce'),
      challenge: param('code_challenge'),
      redirectUri: redirectUri.href,
    });
    return `${redirectUri.pathname}?${new URLSearchParams({ code, state: param('state') })}`;
  }

  function authorize(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (!browserApproval) return answer(res, 403, { error: 'no approval set by the test' });
    const callback = grant(url.href, browserApproval);
    res.writeHead(302, { location: new URL(callback, url.searchParams.get('redirect_uri')!).href });
    res.end();
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (down) return answer(res, 503, { error: 'temporarily_unavailable' });
    if (path === '/.well-known/openid-configuration') {
      counts.discovery += 1;
      return answer(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (path === '/jwks') return answer(res, 200, { keys: [jwk] });
    if (path === '/authorize') return authorize(req, res);
    if (path === '/token' && req.method === 'POST') return void token(req, res);
    answer(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    counts,
    /** The app's environment for this provider. */
    env: (more: Record<string, string> = {}) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: FAKE_CLIENT_ID,
      OIDC_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      OIDC_PROVIDER_NAME: 'Fake ID',
      ...more,
    }),
    /** The person signs in at the provider: the callback path and query it redirects to. */
    approve: (authorizationUrl: string, approval: Approval = {}): string =>
      grant(authorizationUrl, approval),
    /** What GET /authorize approves a browser with from now on. */
    approveBrowsersWith(approval: Approval) {
      browserApproval = approval;
    },
    /** The person cancels at the provider. */
    deny(authorizationUrl: string): string {
      const url = new URL(authorizationUrl);
      const redirectUri = new URL(url.searchParams.get('redirect_uri') ?? '');
      const query = new URLSearchParams({
        error: 'access_denied',
        state: url.searchParams.get('state') ?? '',
      });
      return `${redirectUri.pathname}?${query}`;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOpenIdProvider = Awaited<ReturnType<typeof startFakeOpenIdProvider>>;
