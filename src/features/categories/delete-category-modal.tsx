import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../contract/categories';
import { ConfirmModal } from '../../components/confirm-modal';

interface DeleteCategoryModalProps {
  category: CategoryDto | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (category: CategoryDto) => void;
}

/** Deleting disables the category and its subcategories; it can be enabled again. */
export function DeleteCategoryModal({
  category,
  loading,
  onCancel,
  onConfirm,
}: DeleteCategoryModalProps) {
  const { t } = useTranslation();
  const withChildren = (category?.children.length ?? 0) > 0;
  return (
    <ConfirmModal
      open={category !== null}
      title={t('param.cat.delete.title')}
      message={t(withChildren ? 'param.cat.delete.message.children' : 'param.cat.delete.message', {
        name: category?.fullName,
      })}
      confirmLabel={t('param.cat.delete.ok')}
      danger
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => category && onConfirm(category)}
    />
  );
}
