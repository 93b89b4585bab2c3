import type { CguDto, CguSave } from '../../../contract/cgu';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './cgu-admin.repository';
import { insertAgreement } from './cgu.repository';

type CguRow = Awaited<ReturnType<typeof repository.findCgusWithAgreements>>[number];

const toDto = (row: CguRow): CguDto => ({
  idCgu: row.id,
  name: row.name,
  contentFr: row.contentFr,
  contentEn: row.contentEn,
  used: row.used === 1,
  createdAt: row.createdAt.slice(0, 10),
  publishedAt: row.publishedAt?.slice(0, 10) ?? null,
  agreements: Number(row.agreements),
});

export async function listCgus(db: Executor): Promise<CguDto[]> {
  return (await repository.findCgusWithAgreements(db)).map(toDto);
}

/** GET api/cgu/used: the versions in force (one, or none before any is published). */
export async function usedCgus(db: Executor): Promise<CguDto[]> {
  return (await listCgus(db)).filter((cgu) => cgu.used);
}

export async function getCgu(db: Executor, cguId: number): Promise<CguDto> {
  const [row] = await repository.findCgusWithAgreements(db, cguId);
  if (!row) throw AppError.notFound();
  return toDto(row);
}

const textChanged = (
  row: { name: string; contentFr: string; contentEn: string | null },
  body: CguSave,
) => row.name !== body.name || row.contentFr !== body.contentFr || row.contentEn !== body.contentEn;

/**
 * Creates (cguId null) or updates a version. Agreed text never changes (people agreed to that
 * text: write a new version); the version in force leaves it only when another is put in force.
 * Putting a version in force records the publishing admin's own agreement.
 */
export async function saveCgu(
  db: Executor,
  adminId: number,
  cguId: number | null,
  body: CguSave,
  now: number,
): Promise<CguDto> {
  const at = new Date(now).toISOString();
  const { used, ...changes } = body;
  const savedId = await db.transaction().execute(async (trx) => {
    const [existing] = cguId === null ? [] : await repository.findCgusWithAgreements(trx, cguId);
    if (cguId !== null && !existing) throw AppError.notFound();
    if (existing?.used === 1 && !used) throw new AppError(409, MessageCode.cguInForceRequired);
    if (existing && textChanged(existing, body) && Number(existing.agreements) > 0) {
      throw new AppError(409, MessageCode.cguUpdateAgreed);
    }
    const id = existing ? existing.id : await repository.insertCgu(trx, changes, at);
    if (existing) await repository.updateCgu(trx, id, changes);
    if (used && existing?.used !== 1) {
      await repository.putInForce(trx, id, at);
      await insertAgreement(trx, adminId, id, at);
    }
    return id;
  });
  return getCgu(db, savedId);
}

/** Deletes a version nobody agreed to and that is not in force. */
export async function deleteCgu(db: Executor, cguId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [existing] = await repository.findCgusWithAgreements(trx, cguId);
    if (!existing) throw AppError.notFound();
    if (existing.used === 1) throw new AppError(409, MessageCode.cguDeleteUsed);
    if (Number(existing.agreements) > 0) {
      throw new AppError(409, MessageCode.cguDeleteAgreed);
    }
    await repository.deleteCgu(trx, cguId);
  });
}
