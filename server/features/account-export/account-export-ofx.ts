import { AccountTypeGroup, accountTypeGroupOf } from '../../../contract/accounts';
import { formatCentsPlain } from '../../../contract/money';
import {
  statementSpan,
  type AccountStatement,
  type ExportedOperation,
} from './account-export.model';

// An account as an OFX 2.1.1 file (XML): one bank statement (STMTRS) of every operation, its
// ledger balance at the last day. Choices: docs/decisions/account-export.md.

type Node = [name: string, content: string | Node[]];

/** An entity-like text (`&amp;`, `&#38;`) would be decoded twice by lenient readers: CDATA. */
const ENTITY_LIKE = /&(#x[\da-f]+|#\d+|\w+);/i;
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlText(raw: string): string {
  const text = raw.replace(FORBIDDEN, ' ');
  if (ENTITY_LIKE.test(text)) return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function render([name, content]: Node, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (typeof content === 'string') return [`${indent}<${name}>${content}</${name}>`];
  const inner = content.flatMap((child) => render(child, depth + 1));
  return [`${indent}<${name}>`, ...inner, `${indent}</${name}>`];
}

const ofxDay = (date: string) => date.replaceAll('-', '');

function ofxInstant(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 19).replace(/[-T:]/g, '')}.${iso.slice(20, 23)}[0:GMT]`;
}

const ok: Node = [
  'STATUS',
  [
    ['CODE', '0'],
    ['SEVERITY', 'INFO'],
  ],
];

function transactionType(operation: ExportedOperation): string {
  if (operation.transferAccount !== null) return 'XFER';
  return operation.amount < 0 ? 'DEBIT' : 'CREDIT';
}

function transaction(operation: ExportedOperation): Node {
  const payee: Node[] = operation.payee === '' ? [] : [['NAME', xmlText(operation.payee)]];
  const memo: Node[] = operation.memo ? [['MEMO', xmlText(operation.memo)]] : [];
  return [
    'STMTTRN',
    [
      ['TRNTYPE', transactionType(operation)],
      ['DTPOSTED', ofxDay(operation.date)],
      ['DTAVAIL', ofxDay(operation.valueDate)],
      ['TRNAMT', formatCentsPlain(operation.amount, '.')],
      ['FITID', String(operation.operationId)],
      ...payee,
      ...memo,
    ],
  ];
}

const ACCOUNT_TYPES: Partial<Record<string, string>> = {
  [AccountTypeGroup.savings]: 'SAVINGS',
  [AccountTypeGroup.loan]: 'CREDITLINE',
};

/** A French (or Monaco) IBAN names its bank and branch codes; other accounts have none known. */
function bankAccount({ account }: AccountStatement): Node {
  const french = /^(FR|MC)\d{2}(\d{5})(\d{5})/.exec(account.iban ?? '');
  const branch: Node[] = french ? [['BRANCHID', french[3]!]] : [];
  const number = account.number ?? account.iban ?? String(account.accountId);
  return [
    'BANKACCTFROM',
    [
      ['BANKID', french?.[2] ?? '0'],
      ...branch,
      ['ACCTID', xmlText(number)],
      ['ACCTTYPE', ACCOUNT_TYPES[accountTypeGroupOf(account.type) ?? ''] ?? 'CHECKING'],
    ],
  ];
}

function statementResponse(statement: AccountStatement): Node {
  const { start, end } = statementSpan(statement);
  return [
    'STMTRS',
    [
      ['CURDEF', statement.account.currency],
      bankAccount(statement),
      [
        'BANKTRANLIST',
        [
          ['DTSTART', ofxDay(start)],
          ['DTEND', ofxDay(end)],
          ...statement.operations.map(transaction),
        ],
      ],
      [
        'LEDGERBAL',
        [
          ['BALAMT', formatCentsPlain(statement.account.balance, '.')],
          ['DTASOF', ofxDay(end)],
        ],
      ],
    ],
  ];
}

export function accountToOfx(statement: AccountStatement): string {
  const signOn: Node = [
    'SIGNONMSGSRSV1',
    [['SONRS', [ok, ['DTSERVER', ofxInstant(statement.exportedAt)], ['LANGUAGE', 'FRA']]]],
  ];
  const bank: Node = [
    'BANKMSGSRSV1',
    [['STMTTRNRS', [['TRNUID', '1'], ok, statementResponse(statement)]]],
  ];
  const header = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  ];
  return [...header, ...render(['OFX', [signOn, bank]], 0), ''].join('\r\n');
}
