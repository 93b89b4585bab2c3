import type { Config } from '../../config';
import type { Aggregator } from './aggregator';
import { powensAggregator } from './powens-client';
import { sandboxBank } from './sandbox-bank';

/** Powens' API base address: POWENS_API_URL, else https://{POWENS_DOMAIN}.biapi.pro/2.0. */
export function powensApiUrl(config: Config): string {
  return config.POWENS_API_URL ?? `https://${config.POWENS_DOMAIN ?? 'demo'}.biapi.pro/2.0`;
}

/** Powens when BI_PROVIDER=powens (its client id and secret then required), else the sandbox. */
export function createAggregator(config: Config): Aggregator {
  if (config.BI_PROVIDER === 'sandbox') return sandboxBank();
  if (!config.POWENS_CLIENT_ID || !config.POWENS_CLIENT_SECRET) {
    throw new Error('BI_PROVIDER=powens needs POWENS_CLIENT_ID and POWENS_CLIENT_SECRET');
  }
  return powensAggregator({
    baseUrl: powensApiUrl(config),
    clientId: config.POWENS_CLIENT_ID,
    clientSecret: config.POWENS_CLIENT_SECRET,
  });
}
