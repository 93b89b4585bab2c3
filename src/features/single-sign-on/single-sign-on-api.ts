import * as singleSignOnApi from '../../../contract/endpoints/single-sign-on';
import { callEndpoint } from '../../lib/api';

/** GET /api/sso: whether a provider is configured, and its name for the button. */
export const fetchSingleSignOn = () => callEndpoint(singleSignOnApi.getSingleSignOn, {});

/** Where the button goes: a full page load, for the server redirects to the provider. */
export const START_HREF = singleSignOnApi.startSingleSignOn.path;
