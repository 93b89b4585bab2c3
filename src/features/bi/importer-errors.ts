import {
  BiMessageCode,
  biImporterErrorSchema,
  biServerErrorSchema,
  biThresholdErrorSchema,
} from '../../../contract/bi';
import { MessageCode } from '../../../contract/message-codes';
import { isHttpError } from '../../lib/api';

/** How the sync modal shows a refusal of verify/save (spec 000 §5, §8). */
export interface ImporterFailure {
  /** Error keys (with their values) on rows, by origin id. */
  rows: Record<number, { key: string; values?: Record<string, unknown> }>;
  /** The message above the rows; null when the rows say it all. */
  general: { key: string; values?: Record<string, unknown> } | null;
  /** The connection to reconnect, when the error needs the bank's web view again. */
  reconnect: number | null;
  /** The connection state behind bi.synchro.account.server-error. */
  state?: string;
}

const ROW_CODES: readonly string[] = [
  BiMessageCode.importerAccountTwice,
  BiMessageCode.importerDateRequired,
  MessageCode.biImporterDateInvalid,
];

const failure = (general: ImporterFailure['general']): ImporterFailure => ({
  rows: {},
  general,
  reconnect: null,
});

export function importerFailureOf(error: unknown): ImporterFailure {
  const body: unknown = isHttpError(error) ? error.response?.data : undefined;
  const threshold = biThresholdErrorSchema.safeParse(body);
  if (threshold.success) {
    const rows = Object.fromEntries(
      Object.entries(threshold.data.errors).map(([originId, values]) => [
        Number(originId),
        { key: BiMessageCode.thresholdReached, values },
      ]),
    );
    return { rows, general: null, reconnect: null };
  }
  const server = biServerErrorSchema.safeParse(body);
  if (server.success) {
    const { errorType, reconnect, connectionId } = server.data;
    return {
      rows: {},
      general: { key: BiMessageCode.serverError },
      reconnect: reconnect ? connectionId : null,
      state: errorType,
    };
  }
  const entry = biImporterErrorSchema.safeParse(body);
  if (entry.success) {
    const { messageCode, originId } = entry.data;
    if (ROW_CODES.includes(messageCode) && originId !== null) {
      return { rows: { [originId]: { key: messageCode } }, general: null, reconnect: null };
    }
    if (messageCode === BiMessageCode.importerEmptySelection) return failure({ key: messageCode });
  }
  const code = entry.success ? entry.data.messageCode : undefined;
  const known = [BiMessageCode.accountNotValid, BiMessageCode.forbidden] as string[];
  return failure({ key: code && known.includes(code) ? code : MessageCode.internalError });
}
