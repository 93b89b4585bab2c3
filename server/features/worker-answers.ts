import type { ReadResponse } from '../db/read-pool';
import { constraintAnswer } from '../db/errors';
import { AppError } from '../http/app-error';

// What a job run on a worker thread (a heavy read, a long write) answers the server's thread: its
// result, or a refusal the server answers as the same AppError, or a failure (a 500).

export interface Refusal {
  status: number;
  messageCode: string;
  details?: Record<string, unknown>;
}

/** The refusal a worker sends back for an AppError (a 404, a 422…) or a constraint, else undefined. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof AppError) {
    return { status: error.status, messageCode: error.messageCode, details: error.details };
  }
  return constraintAnswer(error) ?? undefined;
}

/** The job's result; its refusal thrown as the AppError it was. */
export function answerOf<R>(response: ReadResponse, what: string): R {
  if ('result' in response) return response.result as R;
  if ('refusal' in response) {
    const { status, messageCode, details } = response.refusal as Refusal;
    throw new AppError(status, messageCode, details);
  }
  throw new Error(`${what} failed: ${response.failure}`);
}
