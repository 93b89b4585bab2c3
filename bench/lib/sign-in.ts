import { encodePassword } from '../../contract/auth';

/** Keeps the last value of each cookie the server sets. */
function remember(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
  }
}

const cookieHeader = (jar: Map<string, string>): string =>
  [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

/**
 * Signs in the way the browser does; answers the cookie header to send with each request.
 * `headers` go with the sign-in (the scale bench names each user's address behind its proxy).
 */
export async function signIn(
  baseUrl: string,
  login: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const jar = new Map<string, string>();
  remember(jar, await fetch(`${baseUrl}/api/user`));
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      cookie: cookieHeader(jar),
    },
    body: JSON.stringify({ username: login, password: encodePassword(password) }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  remember(jar, response);
  if (!jar.has('SESSION')) throw new Error('sign-in set no SESSION cookie');
  const check = await fetch(`${baseUrl}/api/user`, { headers: { cookie: cookieHeader(jar) } });
  if (check.status !== 200) throw new Error(`GET /api/user signed in answered ${check.status}`);
  return cookieHeader(jar);
}
