import type { z } from 'zod';
import type {
  BiWebviewFlow,
  sandboxWebviewFormSchema,
  sandboxWebviewQuerySchema,
} from '../../../contract/bi';
import { AppError } from '../../http/app-error';
import { isSandboxBank, type SandboxBank } from '../../integrations/aggregator/sandbox-bank';
import type { BiDeps } from './bi-deps';
import { sandboxPage } from './bi-sandbox-page';
import { biConfig } from './bi-webview.service';

// The sandbox bank's web view, served by the app when BI_PROVIDER=sandbox: the single-access code
// says whose bank it is (as at Powens), and it only ever sends the browser back to our return.

type Query = z.infer<typeof sandboxWebviewQuerySchema>;
type Form = z.infer<typeof sandboxWebviewFormSchema>;

function sandboxOf(deps: BiDeps, query: Query): { bank: SandboxBank; user: number } {
  if (!isSandboxBank(deps.aggregator)) throw AppError.notFound();
  const user = deps.aggregator.userOfCode(query.code);
  if (user === null || query.redirect_uri !== biConfig(deps).urlRedirection) {
    throw AppError.badRequest();
  }
  return { bank: deps.aggregator, user };
}

export function sandboxWebview(deps: BiDeps, flow: BiWebviewFlow, query: Query): string {
  const { bank, user } = sandboxOf(deps, query);
  const connections = bank.connectionsOf(user);
  const connectionId = query.connection_id ? Number(query.connection_id) : null;
  if (flow !== 'connect' && connections.length === 0) throw AppError.notFound();
  const { code, state, redirect_uri } = query;
  return sandboxPage({ flow, hidden: { code, state, redirect_uri }, connections, connectionId });
}

/** Does what the form asks, then answers the return address with state and connection id. */
export function sandboxSubmit(deps: BiDeps, flow: BiWebviewFlow, form: Form): string {
  const { bank, user } = sandboxOf(deps, form);
  const state = form.connectionState || null;
  let connectionId = Number(form.connection_id ?? 0);
  if (flow === 'connect') {
    connectionId = bank.connect(user, Number(form.bank ?? 0)).id;
  } else if (form.action === 'delete') {
    if (!bank.disconnect(user, connectionId)) throw AppError.notFound();
  }
  if (form.action === 'save' && !bank.setState(user, connectionId, state)) {
    throw AppError.notFound();
  }
  const back = new URLSearchParams({ state: form.state, connection_id: String(connectionId) });
  return `${form.redirect_uri}?${back}`;
}
