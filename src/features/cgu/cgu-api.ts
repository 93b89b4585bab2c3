import type { Language } from '../../../contract/languages';
import type { CurrentCgu } from '../../../contract/cgu';
import { api, statusOf } from '../../lib/api';

/** GET /api/cgu/current (public); null when no terms are in use (404). */
export async function fetchCurrentCgu(language: Language): Promise<CurrentCgu | null> {
  try {
    const { data } = await api.get<CurrentCgu>('/api/cgu/current', { params: { language } });
    return data;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** POST /api/cgu/agreement */
export async function agreeToCgu(idUser: number, cguTerm: number): Promise<void> {
  await api.post('/api/cgu/agreement', { idUser, cguTerm });
}
