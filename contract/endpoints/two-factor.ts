import { doneAnswerSchema } from '../answers';
import { endpoint } from '../endpoint';
import {
  recoveryCodesSchema,
  secondFactorRequestSchema,
  twoFactorConfirmSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';
import { currentUserSchema } from '../auth';

export const completeSignIn = endpoint('post', '/api/authenticate/second-factor', {
  body: secondFactorRequestSchema,
  answer: currentUserSchema,
});

export const getStatus = endpoint('get', '/api/two-factor', { answer: twoFactorStatusSchema });

export const startSetup = endpoint('post', '/api/two-factor/setup', {
  answer: twoFactorSetupSchema,
});

export const confirmSetup = endpoint('post', '/api/two-factor/confirm', {
  body: twoFactorConfirmSchema,
  answer: recoveryCodesSchema,
});

export const disable = endpoint('post', '/api/two-factor/disable', {
  body: twoFactorProofSchema,
  answer: doneAnswerSchema,
});

export const renewRecoveryCodes = endpoint('post', '/api/two-factor/recovery-codes', {
  body: twoFactorProofSchema,
  answer: recoveryCodesSchema,
});

export const getPolicy = endpoint('get', '/api/admin/two-factor-policy', {
  answer: twoFactorPolicySchema,
});

export const setPolicy = endpoint('put', '/api/admin/two-factor-policy', {
  body: twoFactorPolicySchema,
  answer: twoFactorPolicySchema,
});
