import type * as signupApi from '../signup';

// The sign-in form (start-up bundle) offers to resend the activation mail: see ./auth.ts.

export const resendActivation: typeof signupApi.resendActivation = {
  method: 'get',
  path: '/api/signup/resend',
};
