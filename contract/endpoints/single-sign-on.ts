import { endpoint } from '../endpoint';
import { singleSignOnCallbackQuerySchema, singleSignOnStatusSchema } from '../single-sign-on';

export const getSingleSignOn = endpoint('get', '/api/sso', { answer: singleSignOnStatusSchema });

/** Redirects to the provider. */
export const startSingleSignOn = endpoint('get', '/api/sso/start', {});

/** The provider's redirect back: redirects to the app, signed in or with the reason of a refusal. */
export const finishSingleSignOn = endpoint('get', '/api/sso/callback', {
  query: singleSignOnCallbackQuerySchema,
});
