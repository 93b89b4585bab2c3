import type { SignupRequest } from '../../contract/signup';

let counter = 0;

/** A valid signup request with a unique login; override fields to break one rule at a time. */
export function signupRequest(overrides: Partial<SignupRequest> = {}): SignupRequest {
  counter += 1;
  return {
    version: 'FREE',
    versionOption: null,
    login: `newcomer${counter}${Date.now() % 10000}`,
    password: 'Budget-2026',
    email: `newcomer${counter}@example.org`,
    title: 'MRS',
    zip: '75011',
    age: '34',
    phone: '06 12 34 56 78',
    phoneCode: '33',
    reasons: ['MANAGE_MY_BUDGET', 'SAVE_MONEY'],
    serviceInfo: '',
    newsletter: true,
    partners: false,
    cgu: true,
    cguTerm: null,
    language: 'fr',
    url: 'http://pecule.test',
    ...overrides,
  };
}
