import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import type { OperationTypeDto } from '../../../../contract/operation-types';
import type { CategoryNode } from '../../../components/category-options';
import { FormTextField } from '../../../components/form';
import { FormAmountField, FormDateField } from '../../../components/form-inputs';
import {
  FormAccountSelector,
  FormCategorySelector,
  FormPayeeSelector,
  FormTagPicker,
} from '../../../components/form-selectors';
import type { PayeeChoice } from '../../../components/payee-selector';
import type { TagChoice } from '../../../components/tag-picker';
import { currenciesDiffer, type TransferFormValues } from './transfer-form';
import { TransferRate } from './transfer-rate';
import { FollowedDateField, TypeField } from '../../../components/operation-form/shared-fields';

export interface TransferChoices {
  accounts: readonly AccountSummary[];
  /** A transfer leaves its source: the debit categories. */
  tree: readonly CategoryNode[];
  payees: readonly PayeeChoice[];
  /** Null without the TAG functionality. */
  tags: TagChoice[] | null;
  types: readonly OperationTypeDto[];
}

/** The fields of the transfer modal (spec 001 §2, §5). */
export function TransferFields({ choices }: { choices: TransferChoices }) {
  const { t } = useTranslation();
  const [from, to] = useWatch<TransferFormValues, ['account', 'toAccount']>({
    name: ['account', 'toAccount'],
  });
  const symbolOf = (id: number | null) =>
    choices.accounts.find((account) => account.accountId === id)?.currency.symb;
  const differ = currenciesDiffer(choices.accounts, from, to);
  return (
    <>
      <div className="operation-form__row">
        <FormAccountSelector
          name="account"
          label={t('transferModal.from')}
          accounts={choices.accounts}
          placeholder=""
        />
        <FormAccountSelector
          name="toAccount"
          label={t('transferModal.to')}
          accounts={choices.accounts}
          placeholder=""
        />
      </div>
      <div className="operation-form__row">
        <FormAmountField
          name="amount"
          label={t('transferModal.amount')}
          currency={symbolOf(from)}
        />
        {differ && (
          <FormAmountField
            name="toAmount"
            label={t('transferModal.toAmount')}
            hint={t('transferModal.toAmount.hint')}
            currency={symbolOf(to)}
          />
        )}
      </div>
      {differ && <TransferRate accounts={choices.accounts} />}
      <div className="operation-form__row">
        <FollowedDateField label={t('operationModal.date')} />
        <FormDateField name="valueDate" label={t('operationModal.valueDate')} />
      </div>
      <div className="operation-form__row">
        <TypeField side={null} types={choices.types} />
        <FormPayeeSelector name="payee" label={t('operationModal.payee')} payees={choices.payees} />
      </div>
      <FormTextField name="memo" label={t('operationModal.memo')} autoComplete="off" />
      <FormCategorySelector
        name="category"
        label={t('operationModal.category')}
        tree={choices.tree}
      />
      {choices.tags && (
        <FormTagPicker name="tags" label={t('operationModal.tags')} tags={choices.tags} />
      )}
    </>
  );
}
