import {
  BI_RESET_CREDENTIALS_ERRORS,
  BI_SYNC_MARKER,
  BI_WEBVIEW_MAX_CONNECTIONS,
  BiMessageCode,
  needsReconnect,
  SANDBOX_WEBVIEW_PATH,
  type BiConfig,
  type BiTempCode,
  type BiWebviewFlow,
} from '../../../contract/bi';
import { returnFromWebview } from '../../../contract/endpoints/bi';
import { AppError } from '../../http/app-error';
import type { BiDeps } from './bi-deps';
import { refreshFromProvider } from './bi-importers.service';
import { ensureProviderToken, providerCall } from './bi-provider-user';
import { checkState, signState } from './bi-webview-state';
import * as repository from './bi.repository';

// The bank's web view round trip (spec 000 §4): a temporary code and a signed state out, the
// return checked, the connections read again, then /parameters with the biSync marker.

export const BI_RETURN_PATH = returnFromWebview.path;

/** The aggregator's public values (never the client secret). */
export function biConfig(deps: BiDeps): BiConfig {
  const sandbox = deps.aggregator.kind === 'sandbox';
  return {
    webviewUrl: sandbox
      ? `${deps.publicUrl}${SANDBOX_WEBVIEW_PATH}`
      : deps.config.POWENS_WEBVIEW_URL.replace(/\/$/, ''),
    domain: sandbox ? 'sandbox' : (deps.config.POWENS_DOMAIN ?? ''),
    clientId: sandbox ? 'sandbox' : (deps.config.POWENS_CLIENT_ID ?? ''),
    urlRedirection: `${deps.publicUrl}${BI_RETURN_PATH}`,
    serverUrl: deps.publicUrl,
    provider: deps.aggregator.kind,
  };
}

function chooseFlow(
  asked: BiWebviewFlow | undefined,
  connection: { state: string | null } | undefined,
): BiWebviewFlow {
  if (!connection) {
    if (asked === 'reconnect') throw AppError.badRequest();
    return asked ?? 'connect';
  }
  return asked ?? (needsReconnect(connection.state) ? 'reconnect' : 'manage');
}

/** A temporary code and the whole web view address for connecting, managing or reconnecting. */
export async function temporaryCode(
  deps: BiDeps,
  userId: number,
  query: { biBankId?: number; flow?: BiWebviewFlow },
): Promise<BiTempCode> {
  const connections = await repository.findConnections(deps.db.kysely, userId);
  const connection =
    query.biBankId === undefined ? undefined : connections.find((c) => c.id === query.biBankId);
  if (query.biBankId !== undefined && !connection) throw AppError.notFound();
  const flow = chooseFlow(query.flow, connection);
  const token = await ensureProviderToken(deps, userId);
  const code = await providerCall(() => deps.aggregator.temporaryCode(token));
  const config = biConfig(deps);
  const connectionId = connection?.id ?? null;
  const params = new URLSearchParams({
    // Powens' web view names the API host, not the bare domain the API address is built from.
    domain: config.provider === 'powens' ? `${config.domain}.biapi.pro` : config.domain,
    client_id: config.clientId,
    redirect_uri: config.urlRedirection,
    code,
    state: signState(deps.secret, { userId, flow, connectionId }, deps.clock()),
    max_connections: String(BI_WEBVIEW_MAX_CONNECTIONS),
  });
  if (connectionId !== null && flow !== 'connect')
    params.set('connection_id', String(connectionId));
  if (flow === 'reconnect' && BI_RESET_CREDENTIALS_ERRORS.includes(connection?.state ?? '')) {
    params.set('reset_credentials', 'true');
  }
  return { code, connectionId, flow, url: `${config.webviewUrl}/${flow}?${params}` };
}

/**
 * Back from the web view: with a genuine state, the connections and bank accounts are read again
 * (the sync modal then matches them); answers where the browser goes.
 */
export async function webviewReturn(
  deps: BiDeps,
  userId: number,
  query: { state?: string; error?: string },
): Promise<string> {
  const state = checkState(deps.secret, query.state, userId, deps.clock());
  if (!state)
    return `/parameters?${BI_SYNC_MARKER}=false&messageCode=${BiMessageCode.webviewState}`;
  await refreshFromProvider(deps, userId);
  const failed = query.error ? `&error=${encodeURIComponent(query.error.slice(0, 60))}` : '';
  return `/parameters?${BI_SYNC_MARKER}=true${failed}`;
}
