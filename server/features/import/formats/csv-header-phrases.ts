import type { ColumnRole } from './csv-columns';

/** What a CSV header may name: a column role, an identifier (an operation number, a reference,
 *  an account number) or another known column that no role takes (category, type, currency…). */
export type HeaderKind = ColumnRole | 'identifier' | 'other';

const list = (phrases: string) => phrases.split(',').map((phrase) => phrase.trim());

/**
 * Each kind's phrases, as whole words of the folded header, the preferred first: of two columns
 * naming one role, the one with the earlier phrase takes it. The key order breaks ties between
 * kinds, so that "Catégorie opération" is a category and "Montant opération" an amount.
 */
export const HEADER_PHRASES: Record<HeaderKind, readonly string[]> = {
  identifier: list(
    'NUMERO D OPERATION, NUMERO DE L OPERATION, NUMERO OPERATION, N D OPERATION, N OPERATION, ' +
      'NO OPERATION, TRANSACTION ID, ID, REFERENCE, REF, NUMERO, NUMERO DE COMPTE, ' +
      'ACCOUNT NUMBER, ACCOUNT NUM, IBAN, NUMERO DE CHEQUE, CHEQUE, CHECK NUMBER',
  ),
  other: list(
    'MONTANT FRANCS, AMOUNT FOREIGN CURRENCY, ORIGINAL AMOUNT, LOCAL AMOUNT, ' +
      'TOTAL AMOUNT EXCL VAT, VAT AMOUNT, MONTANT TVA, VAT, TVA, EXCHANGE RATE, TAUX, ' +
      'CURRENCY, DEVISE, CATEGORIE, CATEGORY, SOUS CATEGORIE, TYPE, TYPE D OPERATION, ' +
      'TYPE DE L OPERATION, TYPE OPERATION, TRANSACTION TYPE, PAYMENT METHOD, MOYEN DE PAIEMENT, ' +
      'STATE, STATUS, STATUT, ETAT, PRODUCT, PRODUIT, POINTAGE, INITIATOR, TEAM, ACCOUNT NAME, ' +
      'ACCOUNT LABEL, NOM DU COMPTE, SUPPLIER FOUND, CREDIT OR DEBIT',
  ),
  memo: list(
    'PAYMENT REFERENCE, INFORMATIONS COMPLEMENTAIRES, DETAIL DE L ECRITURE, DETAIL, DETAILS, ' +
      'MEMO, NOTE, NOTES, COMMENTAIRE, COMMENTAIRES, COMMENT, MOTIF, INFORMATION, INFORMATIONS',
  ),
  valueDate: list('DATE DE VALEUR, DATE VALEUR, VALUE DATE, DATE VAL, VALEUR'),
  // The booking date first (the one a balance follows), the day of the purchase next.
  date: list(
    'DATE DE COMPTABILISATION, DATE COMPTABLE, BOOKING DATE, COMPLETED DATE, DATE DE FIN, ' +
      'SETTLEMENT DATE, DATE OPERATION, DATE D OPERATION, DATE DE L OPERATION, DATE OP, ' +
      'OPERATION DATE, TRANSACTION DATE, DATE, STARTED DATE, DATE DE DEBUT',
  ),
  debit: list(
    'DEBIT, DEBITS, RETRAIT, RETRAITS, WITHDRAWAL, WITHDRAWALS, SORTIE, SORTIES, PAID OUT, MONEY OUT',
  ),
  credit: list(
    'CREDIT, CREDITS, DEPOT, DEPOTS, DEPOSIT, DEPOSITS, ENTREE, ENTREES, PAID IN, MONEY IN',
  ),
  amount: list(
    'MONTANT EUROS, MONTANT EUR, AMOUNT EUR, TOTAL AMOUNT INCL VAT, MONTANT DE L OPERATION, ' +
      'MONTANT OPERATION, MONTANT, AMOUNT, SOMME',
  ),
  balance: list('SOLDE, BALANCE, ACCOUNTBALANCE, ACCOUNT BALANCE'),
  fee: list('FEE, FEES, FRAIS, COMMISSION'),
  label: list(
    'LIBELLE OPERATION, LIBELLE DE L OPERATION, LIBELLE, LIBELLE SIMPLIFIE, DESCRIPTION, LABEL, ' +
      'INTITULE, PAYEE, BENEFICIAIRE, COUNTERPARTY NAME, COUNTERPARTY, PARTNER NAME, TIERS, ' +
      'NATURE DE L OPERATION, NATURE, OPERATION',
  ),
};
