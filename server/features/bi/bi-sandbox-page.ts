import { BI_SYNC_ERRORS, type BiWebviewFlow } from '../../../contract/bi';
import type { ProviderConnection } from '../../integrations/aggregator/aggregator';
import { SANDBOX_BANKS } from '../../integrations/aggregator/sandbox-data';
import { escapeHtml as escape } from '../../http/html';

// The sandbox bank's web view: a plain HTML form (no script), in the simulated bank's language,
// standing where Powens' page would. It is a stand-in of a third party's page, not a screen of
// the app, so its few words are not translated.

const TITLES: Record<BiWebviewFlow, string> = {
  connect: 'Connecter une banque',
  manage: 'Gérer mes connexions',
  reconnect: 'Reconnecter ma banque',
};

const options = (pairs: readonly (readonly [string, string])[], selected = '') =>
  pairs
    .map(
      ([value, label]) =>
        `<option value="${escape(value)}"${value === selected ? ' selected' : ''}>${escape(label)}</option>`,
    )
    .join('');

export interface SandboxPage {
  flow: BiWebviewFlow;
  hidden: Record<string, string>;
  connections: readonly ProviderConnection[];
  connectionId: number | null;
}

function connectionField(page: SandboxPage): string {
  if (page.flow === 'connect') {
    const banks = SANDBOX_BANKS.map((name, i) => [String(i), name] as const);
    return `<label for="bank">Banque</label><select id="bank" name="bank">${options(banks)}</select>`;
  }
  const choices = page.connections.map(
    (c) => [String(c.id), `${c.bankName} (n° ${c.id}, ${c.state ?? 'OK'})`] as const,
  );
  return `<label for="connection_id">Connexion</label>
<select id="connection_id" name="connection_id">${options(choices, String(page.connectionId ?? ''))}</select>`;
}

export function sandboxPage(page: SandboxPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  const states = [['', 'Connexion saine'] as const, ...BI_SYNC_ERRORS.map((s) => [s, s] as const)];
  const remove =
    page.flow === 'manage'
      ? '<button type="submit" name="action" value="delete">Supprimer la connexion</button>'
      : '';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Banque sandbox — ${TITLES[page.flow]}</title></head>
<body><main>
<h1>${TITLES[page.flow]}</h1>
<p>Banque simulée de Pécule : aucun identifiant réel n’est demandé.</p>
<form method="post">${hidden}
<p>${connectionField(page)}</p>
<p><label for="connectionState">État de la connexion après validation</label>
<select id="connectionState" name="connectionState">${options(states)}</select></p>
<p><button type="submit" name="action" value="save">Valider</button> ${remove}</p>
</form></main></body></html>`;
}
