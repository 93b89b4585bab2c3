import type { Language } from '../../../contract/auth';
import type { CguAgreement, CurrentCgu } from '../../../contract/cgu';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './cgu.repository';

/** The terms in use, in the reader's language (French when no translation exists). */
export async function currentCgu(db: Executor, language: Language): Promise<CurrentCgu> {
  const current = await repository.findCurrentCgu(db);
  const cgu = current && (await repository.findCgu(db, current.id));
  if (!cgu) throw AppError.notFound();
  const content = language === 'en' && cgu.contentEn ? cgu.contentEn : cgu.contentFr;
  return {
    idCgu: cgu.id,
    name: cgu.name,
    content,
    date: (cgu.publishedAt ?? cgu.createdAt).slice(0, 10),
  };
}

/** The signed-in user agrees to the terms in use; another user's id answers 404. */
export async function agreeAsUser(
  db: Executor,
  userId: number,
  agreement: CguAgreement,
  now: number,
): Promise<void> {
  if (agreement.idUser !== userId) throw AppError.notFound();
  await recordAgreement(db, userId, agreement.cguTerm, now);
}

/** Records the agreement to the terms in use; other terms are refused (cgu.notCurrent). */
export async function recordAgreement(
  db: Executor,
  userId: number,
  cguId: number,
  now: number,
): Promise<void> {
  const current = await repository.findCurrentCgu(db);
  if (!current || current.id !== cguId) throw AppError.badRequest(MessageCode.cguNotCurrent);
  await repository.insertAgreement(db, userId, cguId, new Date(now).toISOString());
}

/** Records agreement to the terms in use, if any (accounts created by the operator). */
export async function agreeToCurrentTerms(db: Executor, userId: number, now: number) {
  const current = await repository.findCurrentCgu(db);
  if (current)
    await repository.insertAgreement(db, userId, current.id, new Date(now).toISOString());
}
