import type { APIRequestContext, Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export interface Person {
  login: string;
  email: string;
  password: string;
}

let count = 0;

/** A person no run has used yet (logins are unique per run and per test). */
export function newPerson(prefix: string): Person {
  count += 1;
  const login = `${prefix}${Date.now().toString(36)}${count}`;
  return { login, email: `${login}@example.org`, password: 'Budget-2026' };
}

/** Opens the activation link of the person's mail (the server then shows /login?activate=). */
export async function activate(page: Page, person: Person): Promise<void> {
  await page.goto(await linkFromOutbox(page.request, person.email, '/api/signup/activate'));
}

/** An address of TEST-NET-2 (RFC 5737): each API-made signup counts against its own limit. */
const testNetAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** An active account made through the API (signup, then the mail's activation link). */
export async function createActiveAccount(
  request: APIRequestContext,
  person: Person,
  language: 'fr' | 'en' = 'fr',
) {
  await request.get('/api/health');
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const terms = (await (await request.get(`/api/cgu/current?language=${language}`)).json()) as {
    idCgu: number;
  };
  const response = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': testNetAddress() },
    data: {
      version: 'FREE',
      versionOption: null,
      ...person,
      title: 'MR',
      zip: '69001',
      age: '41',
      phone: '',
      phoneCode: '33',
      reasons: [],
      serviceInfo: '',
      newsletter: false,
      partners: false,
      cgu: true,
      cguTerm: terms.idCgu,
      language,
    },
  });
  if (response.status() !== 201) throw new Error(`signup: HTTP ${response.status()}`);
  await request.get(await linkFromOutbox(request, person.email, '/api/signup/activate'));
}
