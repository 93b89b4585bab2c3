import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankDto, BankNameDto } from '../../../contract/banks';
import type { CurrencyDto } from '../../../contract/settings';
import {
  FormCheckbox,
  FormNumberField,
  FormSelect,
  FormTextField,
  useFieldError,
} from '../../components/form';
import { FormAmountField, FormDateField } from '../../components/form-inputs';
import { TextField } from '../../components/text-field';
import { useCurrencyOptions } from '../../lib/currency-names';
import { AccountBankSelect, AccountTypeSelect } from './account-choices';
import { isLoanType, type AccountFormValues } from './account-form';

interface AccountFieldsProps {
  banks: readonly BankDto[];
  bankNames: readonly BankNameDto[];
  currencies: readonly CurrencyDto[];
}

/** The account form's fields, in three groups: the account, its figures, its display. */
export function AccountFields({ banks, bankNames, currencies }: AccountFieldsProps) {
  const { t } = useTranslation();
  const currencyId = useWatch<AccountFormValues, 'currency.currencyId'>({
    name: 'currency.currencyId',
  });
  const symbol = currencies.find((c) => c.currencyId === currencyId)?.symb;
  const loan = isLoanType(useWatch<AccountFormValues, 'type'>({ name: 'type' }));
  return (
    <>
      <fieldset className="account-form__group">
        <legend>{t('account.section.account')}</legend>
        <FormTextField name="name" label={t('account.field.name')} autoComplete="off" />
        <AccountBankSelect banks={banks} bankNames={bankNames} />
        <AccountTypeSelect />
        <FormSelect
          name="currency.currencyId"
          numeric
          label={t('account.field.currency')}
          options={useCurrencyOptions(currencies)}
        />
        <FormTextField name="number" label={t('account.field.number')} autoComplete="off" />
        <FormTextField
          name="iban"
          label={t('account.field.iban')}
          hint={t('account.field.iban.hint')}
          autoComplete="off"
          spellCheck={false}
        />
        <FormTextField name="owner" label={t('account.field.owner')} autoComplete="off" />
      </fieldset>
      <fieldset className="account-form__group">
        <legend>{t('account.section.figures')}</legend>
        <FormAmountField
          name="initialBalance"
          label={t('account.field.initialBalance')}
          hint={t('account.field.initialBalance.hint')}
          currency={symbol}
          allowNegative
        />
        <FormDateField name="startDate" label={t('account.field.startDate')} />
        <FormDateField name="endDate" label={t('account.field.endDate')} />
        <FormDateField
          name="limitDate"
          label={t('account.field.limitDate')}
          hint={t('account.field.limitDate.hint')}
        />
        <FormNumberField
          name="interestRate"
          label={t('account.field.interestRate')}
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
        />
        {loan && (
          <>
            <FormAmountField
              name="initialCapital"
              label={t('account.field.initialCapital')}
              currency={symbol}
            />
            <FormAmountField
              name="monthlyDeadline"
              label={t('account.field.monthlyDeadline')}
              currency={symbol}
            />
          </>
        )}
      </fieldset>
      <fieldset className="account-form__group">
        <legend>{t('account.section.display')}</legend>
        <FormCheckbox name="favorite" label={t('account.field.favorite')} />
        <LevelField />
      </fieldset>
    </>
  );
}

/** The level is a whole number from 0; left empty it is 0. */
function LevelField() {
  const { t } = useTranslation();
  const { register } = useFormContext<AccountFormValues>();
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      label={t('account.field.level')}
      hint={t('account.field.level.hint')}
      {...register('level', { setValueAs: (value: string) => (value === '' ? 0 : Number(value)) })}
      error={useFieldError('level')}
    />
  );
}
