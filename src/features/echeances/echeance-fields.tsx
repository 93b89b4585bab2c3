import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../contract/accounts-summary';
import { CategoryId } from '../../../contract/categories';
import type { Direction } from '../../../contract/debit-credit';
import type { FrequencyDto } from '../../../contract/echeances-dto';
import { OperationKind } from '../../../contract/operations';
import type { OperationTypeDto } from '../../../contract/operation-types';
import type { PayeeDto } from '../../../contract/payees';
import type { CategoryNode } from '../../components/category-options';
import { FormCheckbox, FormSelect, FormTextField } from '../../components/form';
import { FormCheckboxGroup, FormRadioGroup } from '../../components/form-choices';
import { FormAmountField, FormDateField } from '../../components/form-inputs';
import { FormTagPicker } from '../../components/form-selectors';
import type { TagChoice } from '../../components/tag-picker';
import { TypeField } from '../../components/operation-form/shared-fields';
import { PartsField } from '../../components/operation-form/parts-field';
import { SplitCategoryField } from '../../components/operation-form/split-category-field';
import { AccountFields } from './echeance-choice-fields';
import { PayeeField } from '../../components/operation-form/payee-field';
import type { EcheanceFormValues } from './echeance-form';
import type { BudgetDto } from '../../../contract/budgets';

export interface EcheanceChoices {
  accounts: readonly AccountSummary[];
  frequencies: readonly FrequencyDto[];
  budgets: readonly BudgetDto[];
  trees: { debit: CategoryNode[]; credit: CategoryNode[] };
  payees: readonly PayeeDto[];
  /** Null without the TAG functionality. */
  tags: TagChoice[] | null;
  types: readonly OperationTypeDto[];
  allowSplit: boolean;
}

interface EcheanceFieldsProps {
  choices: EcheanceChoices;
  onChoosePayee: (payee: PayeeDto) => void;
  onCreatePayee: (typedName: string) => void;
}

/** The fields of the planned-operation modal (spec 001 §2, §3): kind, begin date, frequency,
 *  amount and side, accounts, autoSave, type, payee, memo, category (or parts), tags, budgets. */
export function EcheanceFields({ choices, onChoosePayee, onCreatePayee }: EcheanceFieldsProps) {
  const { t } = useTranslation();
  const [kind, sideValue, category, accountId] = useWatch<EcheanceFormValues>({
    name: ['operationType', 'debitCredit', 'category', 'account'],
  }) as [OperationKind, string, number, number | null];
  const transfer = kind === OperationKind.transfer;
  const side = (transfer ? -1 : Number(sideValue)) as Direction;
  const tree = side === 1 ? choices.trees.credit : choices.trees.debit;
  const split = category === CategoryId.split;
  const account = choices.accounts.find((candidate) => candidate.accountId === accountId);
  const currency = { symbol: account?.currency.symb ?? '€', code: account?.currency.abrv ?? 'EUR' };
  return (
    <>
      <FormRadioGroup
        name="operationType"
        legend={t('echeances.field.kind')}
        inline
        choices={[
          { value: OperationKind.simple, label: t('echeances.kind.SIMPLE') },
          { value: OperationKind.transfer, label: t('echeances.kind.TRANSFER') },
        ]}
      />
      <div className="operation-form__row">
        <FormDateField name="beginDate" label={t('echeances.field.beginDate')} />
        <FormSelect
          name="frequency"
          label={t('echeances.field.frequency')}
          options={choices.frequencies.map((frequency) => ({
            value: frequency.code,
            label: t(`echeances.frequency.${frequency.code}`),
          }))}
        />
      </div>
      <div className="operation-form__row">
        <FormAmountField
          name="amount"
          label={t('echeances.field.amount')}
          currency={currency.symbol}
        />
        {!transfer && (
          <FormRadioGroup
            name="debitCredit"
            legend={t('echeances.field.side')}
            inline
            choices={[
              { value: '-1', label: t('echeances.side.debit') },
              { value: '1', label: t('echeances.side.credit') },
            ]}
          />
        )}
      </div>
      <AccountFields accounts={choices.accounts} transfer={transfer} />
      <FormCheckbox
        name="autoSave"
        label={t('echeances.field.autoSave')}
        hint={t('echeances.field.autoSave.hint')}
      />
      <div className="operation-form__row">
        <TypeField side={side} types={choices.types} />
        <PayeeField
          label={t('echeances.field.payee')}
          payees={choices.payees}
          onChoose={onChoosePayee}
          onCreate={onCreatePayee}
        />
      </div>
      <FormTextField name="memo" label={t('echeances.field.memo')} autoComplete="off" />
      <SplitCategoryField
        label={t('echeances.field.category')}
        tree={tree}
        allowSplit={choices.allowSplit || split}
      />
      {!split && choices.tags && (
        <FormTagPicker name="tags" label={t('echeances.field.tags')} tags={choices.tags} />
      )}
      {split && <PartsField tree={tree} tags={choices.tags} currency={currency} />}
      {choices.budgets.length > 0 && (
        <FormCheckboxGroup
          name="budgets"
          legend={t('echeances.field.budgets')}
          choices={choices.budgets.map((budget) => ({
            value: String(budget.accountId),
            label: budget.name,
          }))}
        />
      )}
    </>
  );
}
