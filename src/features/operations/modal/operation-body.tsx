import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PayeeDto } from '../../../../contract/payees';
import { categoryNodes } from '../../../components/category-options';
import { OperationFields, type OperationChoices } from './operation-fields';
import type { OperationFormValues } from '../../../components/operation-form/operation-form';
import type { useOperationReferences } from '../use-operations';

type References = ReturnType<typeof useOperationReferences>;

interface OperationBodyProps {
  refs: References;
  onChoosePayee: (payee: PayeeDto) => void;
  onCreatePayee: (typedName: string) => void;
}

/** The operation's account (the list's for a new one), then the fields in its currency. */
export function OperationBody({ refs, onChoosePayee, onCreatePayee }: OperationBodyProps) {
  const { t } = useTranslation();
  const accountId = useWatch<OperationFormValues, 'account'>({ name: 'account' });
  const account = refs.accounts.data?.find((candidate) => candidate.accountId === accountId);
  return (
    <>
      {account && (
        <p className="operation-form__account">
          {t('operationModal.account', { name: account.name })}
        </p>
      )}
      <OperationFields
        choices={choicesOf(refs, account?.currency)}
        onChoosePayee={onChoosePayee}
        onCreatePayee={onCreatePayee}
      />
    </>
  );
}

type Currency = { symb: string; abrv: string } | undefined;

function choicesOf(refs: References, currency: Currency): OperationChoices {
  const tags = refs.tags.data ?? [];
  return {
    trees: {
      debit: categoryNodes(refs.trees.data!.debit),
      credit: categoryNodes(refs.trees.data!.credit),
    },
    payees: refs.payees.data ?? [],
    tags: refs.access.tags ? tags.map((tag) => ({ id: tag.tagId, name: tag.name })) : null,
    types: refs.types.data ?? [],
    allowSplit: refs.access.split,
    currency: { symbol: currency?.symb ?? '€', code: currency?.abrv ?? 'EUR' },
  };
}
