import * as twoFactorApi from '../../../contract/endpoints/two-factor';
import type { TwoFactorPolicy, TwoFactorProof } from '../../../contract/two-factor';
import { callEndpoint } from '../../lib/api';

export const fetchStatus = () => callEndpoint(twoFactorApi.getStatus, {});

export const startSetup = () => callEndpoint(twoFactorApi.startSetup, {});

export const confirmSetup = async (code: string): Promise<string[]> =>
  (await callEndpoint(twoFactorApi.confirmSetup, { body: { code } })).recoveryCodes;

export async function disable(proof: TwoFactorProof): Promise<void> {
  await callEndpoint(twoFactorApi.disable, { body: proof });
}

export const renewRecoveryCodes = async (proof: TwoFactorProof): Promise<string[]> =>
  (await callEndpoint(twoFactorApi.renewRecoveryCodes, { body: proof })).recoveryCodes;

export const fetchPolicy = () => callEndpoint(twoFactorApi.getPolicy, {});

export const savePolicy = (policy: TwoFactorPolicy) =>
  callEndpoint(twoFactorApi.setPolicy, { body: policy });
