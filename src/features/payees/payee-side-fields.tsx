import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryId } from '../../../contract/categories';
import type { Cents } from '../../../contract/money';
import type { CategoryNode } from '../../components/category-options';
import { FormAmountField } from '../../components/form-inputs';
import { FormCategorySelector } from '../../components/form-selectors';
import type { TagChoice } from '../../components/tag-picker';
import { PayeeSplitFields } from './payee-split-fields';

const SIDES = {
  credit: { category: 'creditCategory', amount: 'amountCredit', split: 'splitCategoriesCredit' },
  debit: { category: 'debitCategory', amount: 'amountDebit', split: 'splitCategoriesDebit' },
} as const;

interface SideFieldsProps {
  side: keyof typeof SIDES;
  tree: readonly CategoryNode[];
  allowSplit: boolean;
  tags: readonly TagChoice[] | null;
}

/** One side of a payee (credit or debit): its default category, amount and split template. */
export function PayeeSideFields({ side, tree, allowSplit, tags }: SideFieldsProps) {
  const { t } = useTranslation();
  const names = SIDES[side];
  const category = useWatch({ name: names.category }) as number;
  const total = useWatch({ name: names.amount }) as Cents | null;
  return (
    <fieldset className="payee-side">
      <legend className="payee-side__legend">{t(`payees.side.${side}`)}</legend>
      <FormCategorySelector
        name={names.category}
        label={t(`payees.category.${side}`)}
        tree={tree}
        allowSplit={allowSplit || category === CategoryId.split}
      />
      <FormAmountField
        name={names.amount}
        label={t('payees.amount')}
        hint={t('payees.amount.hint')}
      />
      {category === CategoryId.split && (
        <PayeeSplitFields side={names.split} tree={tree} total={total} tags={tags} />
      )}
    </fieldset>
  );
}
