import type { BookReader } from './book-readers';
import { actualReader } from './readers/actual-reader';
import { fireflyReader } from './readers/firefly-reader';
import { gnucashReader } from './readers/gnucash-reader';
import { homebankReader } from './readers/homebank-reader';
import { kresusReader } from './readers/kresus-reader';
import { ynabReader } from './readers/ynab-reader';

/** Every reader of another application's export, tried in this order by content. */
export const BOOK_READERS: readonly BookReader[] = [
  actualReader,
  gnucashReader,
  kresusReader,
  homebankReader,
  ynabReader,
  fireflyReader,
];
