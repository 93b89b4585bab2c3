import type { PhoneCode } from '../../../contract/phone';
import { api } from '../../lib/api';

/** GET /api/phoneCodes (public): every country's calling code. */
export async function fetchPhoneCodes(): Promise<PhoneCode[]> {
  const { data } = await api.get<PhoneCode[]>('/api/phoneCodes');
  return data;
}
