import { createDecipheriv, pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';

// Kresus's encrypted export, as its server makes it (controllers/all.js, encryptData): the data is
// base64 of IV (16 bytes) · "KRE" · AES-256-CTR ciphertext of the world's JSON, the key being
// PBKDF2-SHA512(passphrase, the instance's KRESUS_SALT, 100 000 rounds, 32 bytes). The salt is
// the server's setting, not in the file: opening an export needs both. CTR has no integrity tag,
// so a wrong passphrase or salt shows as text that is not JSON, as Kresus itself tells it.

const IV_BYTES = 16;
const TAG = Buffer.from('KRE');
const ROUNDS = 100_000;
const KEY_BYTES = 32;

const derive = promisify(pbkdf2);

/** The message code a Kresus-only refusal carries (locales/*\/books-import-kresus.json). */
export const KresusImportCode = {
  /** The passphrase is there but not the instance's salt the key is derived with. */
  saltNeeded: 'booksImport.kresus.saltNeeded',
} as const;

export interface KresusSecrets {
  password?: string;
  salt?: string;
}

function sealedParts(data: string): { iv: Buffer; ciphertext: Buffer } {
  const raw = Buffer.from(data, 'base64');
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG.length);
  if (raw.length <= IV_BYTES + TAG.length || !tag.equals(TAG)) {
    throw new AppError(422, BooksImportCode.invalidFile);
  }
  return { iv: raw.subarray(0, IV_BYTES), ciphertext: raw.subarray(IV_BYTES + TAG.length) };
}

/** The world an encrypted export holds, parsed from its JSON. */
export async function decryptKresusData(data: string, secrets: KresusSecrets): Promise<unknown> {
  const { iv, ciphertext } = sealedParts(data);
  if (!secrets.password) throw new AppError(422, BooksImportCode.passwordNeeded);
  if (!secrets.salt) throw new AppError(422, KresusImportCode.saltNeeded);
  const key = await derive(secrets.password, secrets.salt, ROUNDS, KEY_BYTES, 'sha512');
  const decipher = createDecipheriv('aes-256-ctr', key, iv);
  const text = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(422, BooksImportCode.wrongPassword);
  }
}
