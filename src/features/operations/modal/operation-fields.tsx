import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryId } from '../../../../contract/categories';
import type { Direction } from '../../../../contract/debit-credit';
import type { OperationTypeDto } from '../../../../contract/operation-types';
import type { PayeeDto } from '../../../../contract/payees';
import type { CategoryNode } from '../../../components/category-options';
import { FormTextField } from '../../../components/form';
import { FormRadioGroup } from '../../../components/form-choices';
import { FormAmountField, FormDateField } from '../../../components/form-inputs';
import { FormTagPicker } from '../../../components/form-selectors';
import { PayeeField } from '../../../components/operation-form/payee-field';
import type { TagChoice } from '../../../components/tag-picker';
import type {
  AccountCurrency,
  OperationFormValues,
} from '../../../components/operation-form/operation-form';
import { FollowedDateField, TypeField } from '../../../components/operation-form/shared-fields';
import { SplitCategoryField } from '../../../components/operation-form/split-category-field';
import { PartsField } from '../../../components/operation-form/parts-field';

export interface OperationChoices {
  trees: { debit: CategoryNode[]; credit: CategoryNode[] };
  payees: readonly PayeeDto[];
  /** Null without the TAG functionality. */
  tags: TagChoice[] | null;
  types: readonly OperationTypeDto[];
  allowSplit: boolean;
  currency: AccountCurrency;
}

interface OperationFieldsProps {
  choices: OperationChoices;
  onChoosePayee: (payee: PayeeDto) => void;
  onCreatePayee: (typedName: string) => void;
}

/** The fields of the operation modal (spec 001 §2): dates, amount and side, type, payee, memo,
 *  category (or split parts) and tags. */
export function OperationFields({ choices, onChoosePayee, onCreatePayee }: OperationFieldsProps) {
  const { t } = useTranslation();
  const side = Number(useWatch<OperationFormValues>({ name: 'debitCredit' })) as Direction;
  const category = useWatch<OperationFormValues>({ name: 'category' }) as number;
  const tree = side === 1 ? choices.trees.credit : choices.trees.debit;
  const split = category === CategoryId.split;
  return (
    <>
      <div className="operation-form__row">
        <FollowedDateField label={t('operationModal.date')} />
        <FormDateField name="valueDate" label={t('operationModal.valueDate')} />
      </div>
      <div className="operation-form__row">
        <FormAmountField
          name="amount"
          label={t('operationModal.amount')}
          currency={choices.currency.symbol}
        />
        <FormRadioGroup
          name="debitCredit"
          legend={t('operationModal.side')}
          inline
          choices={[
            { value: '-1', label: t('operationModal.side.debit') },
            { value: '1', label: t('operationModal.side.credit') },
          ]}
        />
      </div>
      <div className="operation-form__row">
        <TypeField side={side} types={choices.types} />
        <PayeeField
          label={t('operationModal.payee')}
          payees={choices.payees}
          onChoose={onChoosePayee}
          onCreate={onCreatePayee}
        />
      </div>
      <FormTextField name="memo" label={t('operationModal.memo')} autoComplete="off" />
      <SplitCategoryField
        label={t('operationModal.category')}
        tree={tree}
        allowSplit={choices.allowSplit || split}
      />
      {!split && choices.tags && (
        <FormTagPicker name="tags" label={t('operationModal.tags')} tags={choices.tags} />
      )}
      {split && <PartsField tree={tree} tags={choices.tags} currency={choices.currency} />}
    </>
  );
}
