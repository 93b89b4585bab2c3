import type { PhoneCode } from '../../../contract/phone';
import * as phoneCodesApi from '../../../contract/endpoints/phone-codes';
import { callEndpoint } from '../../lib/api';

/** GET /api/phoneCodes (public): every country's calling code. */
export const fetchPhoneCodes = (): Promise<PhoneCode[]> =>
  callEndpoint(phoneCodesApi.listPhoneCodes, {});
