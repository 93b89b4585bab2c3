import type { DayRates, RatesFeed } from './rates-feed';

// The European Central Bank's euro foreign exchange reference rates, published each working day
// around 16:00 CET as XML: <Cube time="yyyy-MM-dd"><Cube currency="USD" rate="1.0876"/>…</Cube>.

export const ECB_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref';
const RECENT = 'eurofxref-hist-90d.xml';
const HISTORY = 'eurofxref-hist.xml';

const DAY_CUBE = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/g;
const RATE_CUBE = /<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g;

/** The days of an ECB XML document, oldest first. */
export function parseEcbXml(xml: string): DayRates[] {
  const days = [...xml.matchAll(DAY_CUBE)].map(([, day, body]) => ({
    day: day!,
    rates: [...body!.matchAll(RATE_CUBE)].map(([, currency, rate]) => ({
      currency: currency!,
      rate: rate!,
    })),
  }));
  return days.sort((a, b) => (a.day < b.day ? -1 : 1));
}

export class EcbFeedError extends Error {}

export interface EcbFeedOptions {
  baseUrl?: string;
  timeoutMs?: number;
}

export function ecbFeed({ baseUrl = ECB_RATES_URL, timeoutMs = 30_000 }: EcbFeedOptions = {}) {
  const read = async (file: string): Promise<DayRates[]> => {
    const url = `${baseUrl.replace(/\/$/, '')}/${file}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new EcbFeedError(`${url}: HTTP ${response.status}`);
    const days = parseEcbXml(await response.text());
    if (days.length === 0) throw new EcbFeedError(`${url}: no day of rates in the answer`);
    return days;
  };
  const feed: RatesFeed = { recent: () => read(RECENT), history: () => read(HISTORY) };
  return feed;
}
