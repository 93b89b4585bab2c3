import i18n from 'i18next';
import { MessageCode } from '../../contract/message-codes';
import { messageCodeOf } from './api';

/** The i18n key to show for a failed call: the server's message code when we can word it. */
export function errorMessageKey(
  error: unknown,
  fallback: string = MessageCode.internalError,
): string {
  const code = messageCodeOf(error);
  return code && i18n.exists(code) ? code : fallback;
}
