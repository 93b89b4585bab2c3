import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import { keywordsUsedElsewhere, parseKeywords } from '../../../contract/payee-keywords';
import { Alert } from '../../components/alert';
import { FormTextField, useFieldError } from '../../components/form';
import { FormTagPicker } from '../../components/form-selectors';
import type { TagChoice } from '../../components/tag-picker';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useSaveTag } from '../tags/use-tags';
import { CATEGORIES_ERROR } from './payee-form';
import { usePayees } from './use-payees';

// Fields of the payee modal that are more than one control.

/** The payee's tags; a tag typed that does not exist yet can be created on the spot. */
export function PayeeTagsField({ tags }: { tags: TagChoice[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const saveTag = useSaveTag();
  const create = (name: string) =>
    saveTag
      .mutateAsync({ tagId: null, name })
      .then((tag) => ({ id: tag.tagId, name: tag.name }))
      .catch((error: unknown) => {
        toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
      });
  return <FormTagPicker name="tags" label={t('payees.tags')} tags={tags} onCreate={create} />;
}

/** The comma list, with the keywords another payee also uses flagged (payee.keyword.shared). */
export function KeywordsField({ payeeId }: { payeeId: number | null }) {
  const { t } = useTranslation();
  const payees = usePayees();
  const text = useWatch({ name: 'keywords' }) as string;
  const shared = useMemo(
    () => keywordsUsedElsewhere(payeeId, parseKeywords(text ?? ''), payees.data ?? []),
    [payeeId, text, payees.data],
  );
  return (
    <>
      <FormTextField
        name="keywords"
        label={t('payees.keywords')}
        hint={t('payees.keywords.hint')}
        autoComplete="off"
      />
      {shared.length > 0 && (
        <Alert variant="warning">
          {t(MessageCode.payeeKeywordShared)} {shared.join(', ')}
        </Alert>
      )}
    </>
  );
}

export function CategoriesError() {
  const error = useFieldError(CATEGORIES_ERROR);
  return error ? <Alert variant="danger">{error}</Alert> : null;
}
