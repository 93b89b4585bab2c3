import i18n from 'i18next';
import type { MessageCode } from '../../contract/message-codes';
import { messageCodeOf } from './api';

/**
 * Written out rather than read from MessageCode: the table of every code stays out of the initial
 * JavaScript (docs/decisions/initial-load.md); the type still checks it is one of them.
 */
const INTERNAL_ERROR: MessageCode = 'internal.error';

/** The i18n key to show for a failed call: the server's message code when we can word it. */
export function errorMessageKey(error: unknown, fallback: string = INTERNAL_ERROR): string {
  const code = messageCodeOf(error);
  return code && i18n.exists(code) ? code : fallback;
}
