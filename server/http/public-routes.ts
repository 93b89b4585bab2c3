import type { RouteDeclaration } from './route';

/**
 * Every route anonymous visitors may call, with the reason it is public. Making a route public
 * means adding it here on purpose: the app refuses to start with a public route missing from
 * this list, and the route-table test sweeps every other route for a 401.
 */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Load balancers and test runners probe it; it answers only "UP"',
  'GET /i18n/:file': 'The login and signup pages are translated before anyone signs in',
  'GET /api/session':
    'The app asks at start whether someone is signed in; an anonymous visitor gets null, no data',
  'POST /api/authenticate': 'Signing in is what an anonymous visitor does',
  'POST /api/authenticate/second-factor':
    'The second step of a sign-in: the pending sign-in cookie of the password step stands for the session (throttled as passwords)',
  'GET /api/sso':
    'The login page shows the single sign-on button only when a provider is configured',
  'GET /api/sso/start':
    'Single sign-on starts before any session: it only sends the browser to the configured provider',
  'GET /api/sso/callback':
    'The provider sends the browser back here; the single-use state, PKCE and the signed ID token authenticate',
  'POST /api/authenticate/passkey/options':
    'A sign-in with a passkey starts before any session: a challenge to sign (rate-limited)',
  'POST /api/authenticate/passkey':
    'Signing in with a passkey: the signed challenge is the proof (throttled as passwords)',
  'POST /api/authenticate/second-factor/passkey/options':
    'The second step of a sign-in: answers only to the pending sign-in cookie of the password step',
  'POST /api/authenticate/second-factor/passkey':
    'The second step of a sign-in with a passkey: the pending sign-in cookie and the signed challenge',
  'POST /api/signup': 'Creating an account happens before having one',
  'GET /api/signup/check': 'The signup form says whether a login is free (rate-limited)',
  'GET /api/signup/resend': 'A person who lost the activation mail cannot sign in yet',
  'GET /api/signup/activate': 'The link of the activation mail, opened before any sign-in',
  'GET /api/resetPassword/request': 'A forgotten password means no session',
  'POST /api/resetPassword/perform': 'The code of the reset mail stands for the session',
  'GET /api/cgu/current': 'The signup form shows the terms it asks to accept',
  'GET /api/versions':
    'The anonymous versions page (/parameters/versions/anonymous) shows the FREE/PREMIUM table',
  'GET /api/phoneCodes': 'The signup form lists phone prefixes: public reference data',
  'GET /api/openapi.json': 'The API is documented publicly; it describes shapes, no data',
  'GET /api/docs': 'The readable API reference, mounted in development only',
  'GET /dev/outbox': 'The development mail outbox, mounted only with the outbox page on',
  'GET /dev/outbox.json': 'The same outbox for end-to-end tests, mounted under the same switch',
  'POST /public/api/bi/webhooks/:event':
    'The aggregator’s servers post these; the BI-Signature HMAC is the authentication',
  'GET /sandbox/bank/webview/:flow':
    'The sandbox bank’s web view stands for Powens’ page: the single-access code authenticates',
  'POST /sandbox/bank/webview/:flow':
    'The sandbox bank’s form, as Powens’ page would post it: the single-access code authenticates',
  'GET /public/api/paypal/buttons': 'The premium offers show before sign-in (signup OPTION tab)',
  'POST /public/api/paypal/log':
    'The payment page may log before sign-in: size- and rate-limited, kept as a claim, never acted on',
  'POST /public/api/user/:idUser/subscription-date':
    'Only re-reads that user’s subscriptions from the provider, nothing a stranger chooses (rate-limited)',
  'POST /public/api/paypal/webhook': 'PayPal calls it; each event is verified by its signature',
  'GET /public/api/paypal/sandbox/:subscriptionId':
    'The sandbox’s approval page stands for PayPal’s own site; mounted only with the sandbox',
  'POST /public/api/paypal/sandbox-decision':
    'The sandbox approval page’s answer, as PayPal’s site would give it; mounted only with the sandbox',
};

/**
 * What the app serves outside the route table, anonymously by nature, with why it leaks nothing.
 * The anonymous sweep (route-table and anonymous-surface tests) probes each.
 */
export const PUBLIC_OUTSIDE_TABLE: Readonly<Record<string, string>> = {
  '* /ws/**':
    'SockJS (STOMP) opens anonymously as browsers cannot send headers on it; its CONNECT frame needs a ticket of GET /api/ws/ticket, and only the websocket and XHR transports are served',
  'GET /assets/**':
    'The built SPA code and styles, the same for every visitor, with no user data in them',
  'GET /**': 'Any other page path answers the SPA’s index.html, which holds no data',
};

export const routeKey = (route: { method: string; path: string }): string =>
  `${route.method.toUpperCase()} ${route.path}`;

/** Refuses to build an app that would expose a route nobody allowlisted. */
export function checkPublicRoutes(routes: readonly RouteDeclaration[]): void {
  const unlisted = routes
    .filter((route) => route.access === 'public')
    .map(routeKey)
    .filter((key) => !(key in PUBLIC_ROUTES));
  if (unlisted.length > 0) {
    throw new Error(
      `Public routes missing from server/http/public-routes.ts: ${unlisted.join(', ')}`,
    );
  }
}
