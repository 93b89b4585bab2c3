import type { Executor } from '../../db/database';
import * as repository from './cgu.repository';

/** True when the user agreed to the terms in use, or when no terms are in use yet. */
export async function hasAgreedCurrentCgu(db: Executor, userId: number): Promise<boolean> {
  const current = await repository.findCurrentCgu(db);
  if (!current) return true;
  return (await repository.findAgreement(db, userId, current.id)) !== undefined;
}
