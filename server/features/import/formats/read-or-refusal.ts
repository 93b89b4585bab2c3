import { BankFileError, type BankFile } from './bank-file';

/** For the readers' tests: what a reader made of a text, or the message code it refused it with;
 *  any other error is the reader's bug and is thrown. */
export function readOrRefusal(read: () => BankFile): BankFile | string {
  try {
    return read();
  } catch (error) {
    if (error instanceof BankFileError) return error.messageCode;
    throw error;
  }
}
