import type { Language } from '../../../contract/languages';
import type { CurrentCgu } from '../../../contract/cgu';
import * as cguApi from '../../../contract/endpoints/cgu';
import { callEndpoint, statusOf } from '../../lib/api';

/** GET /api/cgu/current (public); null when no terms are in use (404). */
export async function fetchCurrentCgu(language: Language): Promise<CurrentCgu | null> {
  try {
    return await callEndpoint(cguApi.getCurrentCgu, { query: { language } });
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** POST /api/cgu/agreement */
export async function agreeToCgu(idUser: number, cguTerm: number): Promise<void> {
  await callEndpoint(cguApi.agreeToCgu, { body: { idUser, cguTerm } });
}
