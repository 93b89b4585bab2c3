import { useTranslation } from 'react-i18next';

/** The banks whose export the guide explains: the main French banks, then the online ones. */
export const GUIDED_BANKS = [
  'bnp',
  'sg',
  'ca',
  'cm',
  'lcl',
  'lbp',
  'ce',
  'bp',
  'bourso',
  'fortuneo',
  'hello',
  'ing',
  'revolut',
  'n26',
  'qonto',
] as const;

/** How to download a file from each bank: one closed section per bank, so that the list stays
 *  short on a phone and each bank's path opens where it is. */
export function BankExportGuide() {
  const { t } = useTranslation();
  return (
    <ul className="import-presentation__banks-list">
      {GUIDED_BANKS.map((bank) => (
        <li key={bank}>
          <details className="import-presentation__bank">
            <summary>{t(`importScreen.banks.${bank}`)}</summary>
            <dl>
              <dt>{t('importScreen.banks.where')}</dt>
              <dd>{t(`importScreen.banks.${bank}.steps`)}</dd>
              <dt>{t('importScreen.banks.format')}</dt>
              <dd>{t(`importScreen.banks.${bank}.format`)}</dd>
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}
