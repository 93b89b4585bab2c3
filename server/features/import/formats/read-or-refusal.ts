import { BankFileError } from './bank-file';

/** For the readers' tests: what a reader made of a text, or the message code it refused it with;
 *  any other error is the reader's bug and is thrown. */
export function readOrRefusal<T>(read: () => T): T | string {
  try {
    return read();
  } catch (error) {
    if (error instanceof BankFileError) return error.messageCode;
    throw error;
  }
}

/** The readers' speed budget for a text: 2 s per MB. */
export const budgetMsOf = (text: string) => 2_000 * (text.length / 1_000_000);

/** What `run` answered and how long it took, in ms. */
export function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}
