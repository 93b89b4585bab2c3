import type { ApiToken, CreateApiToken, CreatedApiToken } from '../../../contract/api-tokens';
import * as apiTokensApi from '../../../contract/endpoints/api-tokens';
import { callEndpoint } from '../../lib/api';

export const fetchApiTokens = (): Promise<ApiToken[]> =>
  callEndpoint(apiTokensApi.listApiTokens, {});

export const createApiToken = (body: CreateApiToken): Promise<CreatedApiToken> =>
  callEndpoint(apiTokensApi.createApiToken, { body });

export async function revokeApiToken(idToken: number): Promise<void> {
  await callEndpoint(apiTokensApi.revokeApiToken, { params: { idToken: String(idToken) } });
}
