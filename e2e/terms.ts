import { request, type APIRequestContext } from '@playwright/test';
import { encodePassword } from '../contract/password-encoding';
import { ADMIN } from './fixtures';

export interface Terms {
  idCgu: number;
  name: string;
  contentFr: string;
  contentEn: string | null;
}

async function send(api: APIRequestContext, method: 'post' | 'get', path: string, data?: object) {
  const state = await api.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api[method](path, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    ...(data && { data }),
  });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: HTTP ${response.status()}`);
  return response.json() as Promise<unknown>;
}

/** The admin signed in through the API, in a context of its own (the page keeps its person). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/health');
  await send(api, 'post', '/api/authenticate', {
    username: ADMIN.login,
    password: encodePassword(ADMIN.password),
  });
  return api;
}

export const termsInForce = async (api: APIRequestContext) =>
  ((await send(api, 'get', '/api/cgu/used')) as Terms[])[0];

/** Puts terms back in force, as an admin would from /admin/cgu. */
export const putInForce = (api: APIRequestContext, terms: Terms) =>
  send(api, 'post', `/api/cgu/${terms.idCgu}`, {
    name: terms.name,
    contentFr: terms.contentFr,
    contentEn: terms.contentEn,
    used: true,
  });

/**
 * The real path to the terms modal: an admin publishes new terms, so everyone who agreed to the
 * previous ones is asked again at the next visit. `restore` puts the previous terms back in force
 * (everyone had agreed to them), so later flows start as before.
 */
export async function publishNewTerms(baseURL: string, name: string) {
  const api = await adminApi(baseURL);
  const previous = await termsInForce(api);
  await send(api, 'post', '/api/cgu/0', {
    name,
    contentFr: `${name} : Pécule garde vos données en France et ne les vend pas.`,
    contentEn: `${name}: Pécule keeps your data in France and never sells it.`,
    used: true,
  });
  return {
    restore: async () => {
      if (previous) await putInForce(api, previous);
      await api.dispose();
    },
  };
}
