import {
  PortabilityCode,
  portabilitySchema,
  type PortabilityDocument,
} from '../../../contract/portability';
import { referenceError } from '../../../contract/portability-summary';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { areKnownBankNames } from '../banks/banks-restore.service';
import { areTemplateCategories } from '../categories/categories-restore.service';
import { listOperationTypes } from '../operation-types/operation-types.service';
import { listCurrencies } from '../preferences/preferences.service';

// A file is imported only once it is known whole: JSON, the contract's schema, its own
// references, and the reference data of this instance it names.

const invalidFile = () => AppError.badRequest(PortabilityCode.invalidFile);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalidFile();
  }
}

/** The document the bytes hold; 400 with a message code when they hold none. */
export function readDocument(bytes: Uint8Array): PortabilityDocument {
  const parsed = portabilitySchema.safeParse(parseJson(bytes));
  if (!parsed.success) throw invalidFile();
  if (referenceError(parsed.data)) throw AppError.badRequest(PortabilityCode.brokenReference);
  return parsed.data;
}

const missing = (known: Set<number>, ids: readonly (number | null)[]) =>
  ids.some((id) => id !== null && !known.has(id));

/** Refuses a document naming a currency, operation type, bank or template this instance lacks. */
export async function checkReferenceData(db: Executor, doc: PortabilityDocument): Promise<void> {
  const currencies = new Set((await listCurrencies(db)).map((c) => c.currencyId));
  const types = new Set((await listOperationTypes(db)).map((t) => t.typeId));
  const known =
    !missing(currencies, [doc.preferences.currencyId, ...doc.accounts.map((a) => a.currencyId)]) &&
    !missing(
      types,
      [...doc.operations, ...doc.plannedOperations].map((o) => o.typeId),
    ) &&
    (await areKnownBankNames(
      db,
      doc.banks.flatMap((b) => (b.bankNameId === null ? [] : [b.bankNameId])),
    )) &&
    (await areTemplateCategories(
      db,
      doc.categories.flatMap((c) => (c.templateId === null ? [] : [c.templateId])),
    ));
  if (!known) throw AppError.badRequest(PortabilityCode.unknownReferenceData);
}
