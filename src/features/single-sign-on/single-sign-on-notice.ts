import {
  SSO_ERROR_PARAM,
  SSO_ERROR_REASONS,
  SSO_REASON_PARAM,
} from '../../../contract/single-sign-on';

/**
 * The message of /login?sso=error&reason=… where the server sends a refused single sign-on; a
 * reason it does not know (an old or hand-made link) reads as the provider's failure.
 */
export function singleSignOnNotice(params: URLSearchParams) {
  if (params.get(SSO_ERROR_PARAM) !== 'error') return null;
  const given = params.get(SSO_REASON_PARAM);
  const reason = SSO_ERROR_REASONS.find((known) => known === given) ?? 'provider';
  return { key: `login.sso.error.${reason}`, variant: 'warning' as const };
}
