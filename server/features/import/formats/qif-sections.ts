// A QIF file, line by line: `!` headers open sections, `^` ends a record, `#` lines are comments,
// any other line is a one-letter field. The account list (!Account, between !Option:AutoSwitch
// and !Clear:AutoSwitch or alone) names the account of the !Type sections after it. Only the
// bank sections hold statement lines: the lists (categories, classes, memorized, securities,
// prices…) and the investment accounts are read past.

export type QifFields = [letter: string, value: string][];

export interface QifSection {
  /** The account the file last named, if it named one. */
  account: string | null;
  /** The !Type as written, null for records before any header. */
  type: string | null;
  records: QifFields[];
}

const BANK_TYPES = /^(bank|cash|ccard|oth ?a|oth ?l)$/i;
const ACCOUNT_LIST = /^!(Account|Type:\s*Account\s*$)/i;
const TYPE_HEADER = /^!Type:(.*)$/i;

export function isBankSection(section: QifSection): boolean {
  return section.type === null || BANK_TYPES.test(section.type);
}

export function fieldOf(fields: QifFields, letter: string): string | null {
  return fields.find(([l]) => l === letter)?.[1] ?? null;
}

class SectionReader {
  readonly sections: QifSection[] = [{ account: null, type: null, records: [] }];
  private account: string | null = null;
  private readingAccounts = false;
  private record: QifFields = [];

  readLine(line: string): void {
    if (line === '' || line.startsWith('#')) return;
    if (line === '^') this.endRecord();
    else if (line.startsWith('!')) this.readHeader(line);
    else this.record.push([line[0]!, line.slice(1).trim()]);
  }

  endRecord(): void {
    if (this.record.length === 0) return;
    if (this.readingAccounts) this.account = fieldOf(this.record, 'N');
    else this.sections[this.sections.length - 1]!.records.push(this.record);
    this.record = [];
  }

  /** !Option: and !Clear: lines, and headers no software is known to write, change nothing. */
  private readHeader(line: string): void {
    this.endRecord();
    const type = TYPE_HEADER.exec(line)?.[1];
    if (ACCOUNT_LIST.test(line)) {
      this.readingAccounts = true;
    } else if (type !== undefined) {
      this.readingAccounts = false;
      this.sections.push({ account: this.account, type: type.trim(), records: [] });
    }
  }
}

export function qifSectionsOf(text: string): QifSection[] {
  const reader = new SectionReader();
  for (const line of text.split(/\r\n|\r|\n/)) reader.readLine(line.trim());
  reader.endRecord();
  return reader.sections;
}
