import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryId } from '../../../contract/categories';
import { startSplit } from '../../../contract/operations-split';
import type { CategoryNode } from '../category-options';
import { CategorySelector } from '../category-selector';
import { useControlledField } from '../form-inputs';
import { blankPart, type OperationFormValues } from './operation-form';

type SplitValues = Pick<OperationFormValues, 'category' | 'amount' | 'tags' | 'splitOperations'>;

/**
 * The category of an operation or a planned operation; choosing split (-2) makes two parts: the
 * current one with the whole amount and an empty one (spec 001 §4). Without the functionality,
 * split is listed disabled and a sentence says why, with the way to premium.
 */
export function SplitCategoryField({
  label,
  tree,
  allowSplit,
}: {
  label: string;
  tree: CategoryNode[];
  allowSplit: boolean;
}) {
  const { getValues, setValue } = useFormContext<SplitValues>();
  const { onChange, ...field } = useControlledField<number | null>('category');
  const choose = (categoryId: number) => {
    const values = getValues();
    if (categoryId === CategoryId.split && values.category !== CategoryId.split) {
      const amount = values.amount !== null && Number.isFinite(values.amount) ? values.amount : 0;
      const current = { ...blankPart(), category: values.category, tags: values.tags };
      setValue('splitOperations', startSplit(amount, current, blankPart));
    } else if (categoryId !== CategoryId.split) {
      setValue('splitOperations', []);
    }
    onChange(categoryId);
  };
  return (
    <>
      <CategorySelector
        {...field}
        label={label}
        tree={tree}
        allowSplit={allowSplit}
        showLockedSplit
        onChange={choose}
      />
      {!allowSplit && <SplitWall />}
    </>
  );
}

function SplitWall() {
  const { t } = useTranslation();
  return (
    <p className="field__hint split-wall">
      {t('ui.category.splitWall')} <Link to="/upgrade">{t('ui.category.splitWallLink')}</Link>
    </p>
  );
}
