import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankDto } from '../../../contract/banks';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { BankCard } from './bank-card';
import { BankDeleteModal } from './bank-delete-modal';
import { BankModal } from './bank-modal';
import { useBankNames, useBanks } from './use-banks';
import './banks.css';

/** Which modal is open: the bank form (null bank: a new one) or a deletion. */
type Opened = { modal: 'edit'; bank: BankDto | null } | { modal: 'delete'; bank: BankDto };

/** /parameters/banks (spec 000 §2, 001 §2): the banks with their accounts; add, edit, delete. */
export default function BanksPage() {
  const { t } = useTranslation();
  const banks = useBanks();
  const bankNames = useBankNames();
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);

  return (
    <>
      <PageHeader
        title={t('screen.parameters.banks')}
        description={t('bank.page.description')}
        actions={
          <Button variant="primary" onClick={() => setOpened({ modal: 'edit', bank: null })}>
            {t('bank.add')}
          </Button>
        }
      />
      <QueryGate queries={[banks, bankNames]}>
        {() => (
          <>
            {banks.data!.length === 0 ? (
              <EmptyState title={t('bank.empty.title')} description={t('bank.empty.description')} />
            ) : (
              <div className="banks-page">
                {banks.data!.map((bank) => (
                  <BankCard
                    key={bank.bankId}
                    bank={bank}
                    onEdit={() => setOpened({ modal: 'edit', bank })}
                    onDelete={() => setOpened({ modal: 'delete', bank })}
                  />
                ))}
              </div>
            )}
            {opened?.modal === 'edit' && (
              <BankModal bank={opened.bank} bankNames={bankNames.data!} onClose={close} />
            )}
            {opened?.modal === 'delete' && <BankDeleteModal bank={opened.bank} onClose={close} />}
          </>
        )}
      </QueryGate>
    </>
  );
}
