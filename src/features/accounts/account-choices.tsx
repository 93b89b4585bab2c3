import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankDto, BankNameDto } from '../../../contract/banks';
import { ACCOUNT_TYPES, AccountTypeGroup } from '../../../contract/accounts';
import { useFieldError } from '../../components/form';
import { useControlledField } from '../../components/form-inputs';
import { bankChoiceOf, bankChoiceValue, type BankChoice } from './account-form';
import { GroupedSelect } from './grouped-select';

/** The type, its families as groups, each labelled `account.type.<code>`. */
export function AccountTypeSelect() {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const groups = Object.values(AccountTypeGroup).map((group) => ({
    label: t(`account.typeGroup.${group}`),
    options: Object.entries(ACCOUNT_TYPES)
      .filter(([, of]) => of === group)
      .map(([code]) => ({ value: code, label: t(`account.type.${code}`) })),
  }));
  return (
    <GroupedSelect
      label={t('account.field.type')}
      groups={groups}
      {...register('type')}
      error={useFieldError('type')}
    />
  );
}

/**
 * The bank: one of the user's banks, or a reference name whose bank the server creates with the
 * account (names the user already has a bank of are not offered twice).
 */
export function AccountBankSelect({
  banks,
  bankNames,
}: {
  banks: readonly BankDto[];
  bankNames: readonly BankNameDto[];
}) {
  const { t } = useTranslation();
  const { value, onChange, ...field } = useControlledField<BankChoice | undefined>('bank');
  const owned = new Set(banks.map((bank) => bank.bankNameId));
  const groups = [
    {
      label: t('account.bank.own'),
      options: banks.map((bank) => ({ value: `bank:${bank.bankId}`, label: bank.name })),
    },
    {
      label: t('account.bank.new'),
      options: bankNames
        .filter((name) => !owned.has(name.bankNameId))
        .map((name) => ({ value: `name:${name.bankNameId}`, label: name.name })),
    },
  ];
  return (
    <GroupedSelect
      label={t('account.field.bank')}
      placeholder={t('account.bank.choose')}
      groups={groups}
      {...field}
      value={bankChoiceValue(value)}
      onChange={(event) => onChange(bankChoiceOf(event.target.value))}
    />
  );
}
