import { idsToDelete, type Facts } from './operations-facts';
import { withDb } from './operations-data';
import { latencyAtRate, latencyOf, peakRate, sequential, type Latency, type Target } from './load';

// Each measure of the operations benchmark, against a started server with a signed-in user.

export interface Session {
  baseUrl: string;
  /** cookie and X-XSRF-TOKEN, as the SPA sends them. */
  headers: Record<string, string>;
}

export const RATE = 300;
const SEARCH_MAX = 1_500;
const DELETED = 500;

const get = (session: Session, path: string): Target => ({
  url: `${session.baseUrl}${path}`,
  headers: { ...session.headers, 'accept-encoding': 'gzip' },
});

const post = (session: Session, path: string, body: unknown, extra = {}) =>
  fetch(`${session.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });

const monthPage = (facts: Facts, month: string) =>
  `/api/operation?accounts=${facts.accountId}&yearMonth=${month}&orderBy=date`;

export async function listAtRate(session: Session, facts: Facts, month: string, durationS: number) {
  return latencyAtRate(get(session, monthPage(facts, month)), RATE, durationS);
}

export async function listPeak(session: Session, facts: Facts, month: string, durationS: number) {
  return peakRate(get(session, monthPage(facts, month)), durationS);
}

/**
 * The month page right after a change of the books (its kept copy no longer valid), one call
 * after the other: each sample saves the preferences unchanged first, which bumps the version.
 */
export async function listAfterChange(
  session: Session,
  facts: Facts,
  month: string,
  samples: number,
) {
  const { url, headers } = get(session, monthPage(facts, month));
  const preferences = await (await fetch(`${session.baseUrl}/api/preferences`, { headers })).json();
  const timings: number[] = [];
  for (let i = 0; i < samples; i++) {
    const saved = await post(session, '/api/preferences', preferences);
    if (!saved.ok) throw new Error(`saving the preferences answered ${saved.status}`);
    await saved.arrayBuffer();
    const started = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    timings.push(performance.now() - started);
  }
  return latencyOf(timings);
}

/** The first of these payee names the search finds at most 1,500 times (each count reads all). */
export async function searchText(session: Session, candidates: readonly string[]) {
  for (const text of candidates) {
    const { url, headers } = get(
      session,
      `/api/operation/search/count?text=${encodeURIComponent(text)}`,
    );
    const answer = await fetch(url, { headers });
    if (!answer.ok) continue;
    const { count } = (await answer.json()) as { count: number };
    if (count <= SEARCH_MAX) return { text, count };
  }
  throw new Error('no payee name finds at most 1,500 operations');
}

/** Text search over every operation (the first page), one call after the other. */
export function searchLatency(session: Session, text: string, samples: number) {
  const { url, headers } = get(session, `/api/operation/search?text=${encodeURIComponent(text)}`);
  return sequential(() => fetch(url, { headers }), samples, 1);
}

/** Saving a debit in three parts, one after the other. */
export function saveLatency(session: Session, facts: Facts, samples: number): Promise<Latency> {
  const [a, b, c] = facts.categories;
  if (c === undefined) throw new Error('the bench user needs three debit categories');
  const today = new Date().toISOString().slice(0, 10);
  const body = {
    account: { accountId: facts.accountId },
    date: today,
    valueDate: today,
    amount: 2_000,
    debitCredit: -1,
    category: { categoryId: -2 },
    splitOperations: [
      { category: { categoryId: a }, amount: 1_000 },
      { category: { categoryId: b }, amount: 700 },
      { category: { categoryId: c }, amount: 300 },
    ],
  };
  return sequential(() => post(session, '/api/operation/SIMPLE/0', body), samples, 10);
}

/** POST /api/operation/delete of 500 ids, `rounds` times; each call's time in ms. */
export async function bulkDelete(session: Session, url: string, facts: Facts, rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const ids = await withDb(url, (db) => idsToDelete(db, facts.userId, DELETED));
    if (ids.length < DELETED) throw new Error(`only ${ids.length} operations left to delete`);
    const key = { 'Idempotency-Key': `bench-${Date.now()}-${round}` };
    const started = performance.now();
    const response = await post(session, '/api/operation/delete', { ids }, key);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bulk delete answered ${response.status}`);
    times.push(Math.round((performance.now() - started) * 10) / 10);
  }
  return times;
}
