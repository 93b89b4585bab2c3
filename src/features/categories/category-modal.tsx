import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { rootOf, type CategoryDto, type categorySaveSchema } from '../../../contract/categories';
import { DebitCredit } from '../../../contract/debit-credit';
import { Form, FormRootError, FormTextField } from '../../components/form';
import { useControlledField } from '../../components/form-inputs';
import { FormCategorySelector } from '../../components/form-selectors';
import { FormModal } from '../../components/form-modal';
import { Select } from '../../components/select';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { applyServerError } from '../../lib/form-errors';
import {
  bodyOf,
  CATEGORY_SAVE_ERRORS,
  categoryFormSchema,
  initialValues,
  type CategoryFormValues,
  type CategoryTarget,
} from './category-form';
import { parentChoices, standardTree } from './category-tree-model';
import { categoryKeys, useSaveCategory } from './use-categories';

const FORM_ID = 'category-form';

interface CategoryModalProps {
  target: CategoryTarget;
  /** The whole tree the category belongs to, disabled categories included. */
  tree: CategoryDto[];
  onClose: () => void;
}

/** Adding or editing a category (spec 001 §4, §5): name, parent, similar standard category. */
export function CategoryModal({ target, tree, onClose }: CategoryModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => categoryFormSchema(target, tree), [target, tree]);
  const form = useForm<CategoryFormValues, unknown, z.output<typeof categorySaveSchema>>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(target),
  });
  const save = useSaveCategory();
  const cancel = useDiscardOnCancel(categoryKeys.all, onClose);
  const standard = target.kind === 'edit' && !target.category.owned;
  const currentParent =
    target.kind === 'edit' ? target.category.parent?.categoryId : target.parent?.categoryId;
  const direction = target.kind === 'edit' ? target.category.debitCredit : target.debitCredit;
  const treeName = t(direction === DebitCredit.credit ? 'param.cat.credit' : 'param.cat.debit');

  const submit = (values: z.output<typeof categorySaveSchema>) =>
    save.mutate(
      {
        categoryId: target.kind === 'edit' ? target.category.categoryId : null,
        body: bodyOf(values),
      },
      {
        onSuccess: onClose,
        onError: (error) => applyServerError(form, error, CATEGORY_SAVE_ERRORS),
      },
    );

  return (
    <FormModal
      title={t(target.kind === 'edit' ? 'param.cat.modal.edit' : 'param.cat.modal.add')}
      formId={FORM_ID}
      saveLabel={t('param.cat.modal.save')}
      saving={save.isPending}
      onCancel={cancel}
    >
      <Form id={FORM_ID} form={form} onSubmit={submit}>
        <p className="category-modal__tree">{t('param.cat.modal.tree', { tree: treeName })}</p>
        <FormRootError />
        <FormTextField name="name" label={t('param.cat.modal.name')} autoComplete="off" />
        <ParentSelect tree={tree} root={rootOf(direction)} current={currentParent} />
        <FormCategorySelector
          name="similar.categoryId"
          label={t('param.cat.modal.similar')}
          // A standard category is its own similar one; only the user's own may change theirs.
          disabled={standard}
          hint={t(standard ? 'param.cat.modal.similar.standard' : 'param.cat.modal.similar.hint')}
          tree={standardTree(tree)}
          allowUndefined={false}
        />
      </Form>
    </FormModal>
  );
}

/** The parent: a root (top level) or a category of level 1 or 2, named by its full name. */
interface ParentSelectProps {
  tree: CategoryDto[];
  root: string;
  current: number | undefined;
}

function ParentSelect({ tree, root, current }: ParentSelectProps) {
  const { t } = useTranslation();
  const { ref, name, value, onChange, onBlur, error } = useControlledField<number | string>(
    'parent.categoryId',
  );
  const options = [
    { value: root, label: t('param.cat.modal.parent.none') },
    ...parentChoices(tree, current).map((node) => ({
      value: String(node.categoryId),
      label: node.fullName,
    })),
  ];
  return (
    <Select
      ref={ref}
      name={name}
      label={t('param.cat.modal.parent')}
      options={options}
      value={String(value)}
      onBlur={onBlur}
      onChange={(event) => {
        const chosen = event.target.value;
        onChange(chosen === root ? root : Number(chosen));
      }}
      error={error}
    />
  );
}
