import { child, children, textOf, type XmlElement } from './xml-tree';

// What a CAMT.053 entry is called: the first of what it has, in this order — the counterparty,
// the remittance, the entry's then the transaction's additional information, the batch, and at
// last its bank transaction code and reference. The other texts make the memo.

export interface EntryTexts {
  label: string;
  memo: string | null;
}

const collapse = (text: string | null): string | null => text?.replace(/\s+/g, ' ').trim() || null;

/** The other party: the debtor of a credit, the creditor of a debit, else their ultimate one. */
function counterparty(details: XmlElement, credit: boolean): string | null {
  const parties = child(details, 'RltdPties');
  const roles = credit ? ['Dbtr', 'UltmtDbtr'] : ['Cdtr', 'UltmtCdtr'];
  for (const role of roles) {
    const party = child(parties, role);
    const name = textOf(party, 'Nm') ?? textOf(party, 'Pty', 'Nm');
    if (name !== null) return name;
  }
  return null;
}

function remittance(details: XmlElement): string | null {
  const information = child(details, 'RmtInf');
  const structured = children(information, 'Strd');
  const texts = [
    ...children(information, 'Ustrd').map((text) => text.text),
    ...structured.map((strd) => textOf(strd, 'CdtrRefInf', 'Ref')),
    ...structured.map((strd) => textOf(strd, 'RfrdDocInf', 'Nb')),
  ];
  return collapse(texts.filter((text) => text !== null && text !== '').join(' '));
}

function bankTransactionCode(element: XmlElement | undefined): string | null {
  const code = child(element, 'BkTxCd');
  const domain = child(code, 'Domn');
  const family = child(domain, 'Fmly');
  const parts = [textOf(domain, 'Cd'), textOf(family, 'Cd'), textOf(family, 'SubFmlyCd')];
  if (parts.every((part) => part !== null)) return parts.join('/');
  return textOf(code, 'Prtry', 'Cd');
}

function reference(entry: XmlElement, single: XmlElement | undefined): string | null {
  const endToEnd = textOf(single, 'Refs', 'EndToEndId');
  return (
    textOf(entry, 'AcctSvcrRef') ??
    textOf(entry, 'NtryRef') ??
    (endToEnd === 'NOTPROVIDED' ? null : endToEnd)
  );
}

function codeAndReference(entry: XmlElement, single: XmlElement | undefined): string | null {
  const code = bankTransactionCode(entry) ?? bankTransactionCode(single);
  return collapse([code, reference(entry, single)].filter((part) => part !== null).join(' '));
}

/** The first text given, not empty. */
const firstOf = (...texts: (string | null | undefined)[]) => texts.find((text) => text) ?? null;

export function entryTexts(entry: XmlElement, credit: boolean): EntryTexts {
  const details = children(child(entry, 'NtryDtls'), 'TxDtls');
  // A batch's transactions each have their party and remittance: none of them names the entry.
  const single = details.length === 1 ? details[0] : undefined;
  const entryInformation = collapse(textOf(entry, 'AddtlNtryInf'));
  const remittances = details.map(remittance);
  const transactionInformation = details.map((d) => collapse(textOf(d, 'AddtlTxInf')));
  const batch = child(entry, 'NtryDtls', 'Btch');
  const label =
    firstOf(
      single && collapse(counterparty(single, credit)),
      single && remittances[0],
      entryInformation,
      single && transactionInformation[0],
      collapse(textOf(batch, 'PmtInfId') ?? textOf(batch, 'MsgId')),
      codeAndReference(entry, single),
    ) ?? (credit ? 'CRDT' : 'DBIT');
  const others = [remittances.filter((text) => text !== null).join(' · '), entryInformation]
    .concat(transactionInformation)
    .filter((text): text is string => text !== null && text !== '' && text !== label);
  return { label, memo: others.length > 0 ? [...new Set(others)].join(' · ') : null };
}
