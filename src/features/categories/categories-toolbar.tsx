import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';

/** The id of the reordering help, which describes every row's move handle. */
export const REORDER_HELP_ID = 'categories-reorder-help';

interface CategoriesToolbarProps {
  showDisabled: boolean;
  onShowDisabled: (show: boolean) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}

/** Expand or collapse both trees, show or hide disabled categories, and how to reorder. */
export function CategoriesToolbar({
  showDisabled,
  onShowDisabled,
  onExpandAll,
  onCollapseAll,
}: CategoriesToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="categories-toolbar">
      <div className="categories-toolbar__buttons">
        <Button onClick={onExpandAll}>{t('param.cat.expandAll')}</Button>
        <Button onClick={onCollapseAll}>{t('param.cat.collapseAll')}</Button>
      </div>
      <Checkbox
        label={t('param.cat.showDisabled')}
        checked={showDisabled}
        onChange={(event) => onShowDisabled(event.target.checked)}
      />
      <p id={REORDER_HELP_ID} className="categories-toolbar__help">
        {t('param.cat.reorderHelp')}
      </p>
    </div>
  );
}
