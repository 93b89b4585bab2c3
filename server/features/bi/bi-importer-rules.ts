import {
  BI_IGNORE_TARGET_ID,
  BiMessageCode,
  needsReconnect,
  type BiImporter,
} from '../../../contract/bi';
import { AppError } from '../../http/app-error';

// The rules of spec 000 §5 on the importer entries, each refusal with its own mark and the origin
// id of the entry it is about (the sync modal marks that row).

/** An entry that imports into a local account (neither unchosen nor ignored). */
export const isChosen = (entry: Pick<BiImporter, 'targetAccountId'>) =>
  entry.targetAccountId !== null && entry.targetAccountId !== BI_IGNORE_TARGET_ID;

const refusal = (messageCode: string, originId: number | null) =>
  new AppError(400, messageCode, { originId });

/**
 * `entries` is the whole selection after the change (stored entries the request leaves alone
 * included), `asked` the entries of the request.
 */
export function checkSelection(entries: readonly BiImporter[], asked: readonly BiImporter[]) {
  const missingDate = asked.find((e) => isChosen(e) && e.type === 'FROM_DATE' && !e.date);
  if (missingDate) throw refusal(BiMessageCode.importerDateRequired, missingDate.originId);
  const seen = new Set<number>();
  for (const entry of entries.filter(isChosen)) {
    if (seen.has(entry.targetAccountId!)) {
      throw refusal(BiMessageCode.importerAccountTwice, entry.originId);
    }
    seen.add(entry.targetAccountId!);
  }
  if (seen.size === 0) throw refusal(BiMessageCode.importerEmptySelection, null);
}

/** 409 bi.synchro.account.server-error for the first chosen entry whose connection is in error. */
export function checkConnections(
  entries: readonly (BiImporter & { connectionId: number; state: string | null })[],
) {
  const broken = entries.find((e) => isChosen(e) && e.state);
  if (!broken) return;
  throw new AppError(409, BiMessageCode.serverError, {
    errorType: broken.state,
    reconnect: needsReconnect(broken.state),
    connectionId: broken.connectionId,
  });
}
