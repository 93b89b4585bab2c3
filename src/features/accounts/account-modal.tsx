import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountDto } from '../../../contract/account-dtos';
import { accountSaveSchema, type AccountSaveRequest } from '../../../contract/account-payloads';
import type { BankDto, BankNameDto } from '../../../contract/banks';
import { MessageCode } from '../../../contract/message-codes';
import type { CurrencyDto } from '../../../contract/settings';
import { Form, FormRootError } from '../../components/form';
import { FormModal } from '../../components/form-modal';
import { useToast } from '../../components/toast-context';
import { useDiscardOnCancel } from '../../components/use-discard-on-cancel';
import { applyServerError, type ServerErrorMap } from '../../lib/form-errors';
import { bankKeys } from '../banks/use-banks';
import { AccountFields } from './account-fields';
import { editValues, newValues, type AccountFormValues } from './account-form';
import { useSaveAccount } from './use-accounts';

/** Each refusal of the server on its field; anything else above the form. */
type ServerField = 'name' | 'iban' | 'bank' | 'type' | 'interestRate' | 'endDate';
const ACCOUNT_ERRORS: ServerErrorMap<ServerField | 'currency.currencyId'> = {
  codes: {
    [MessageCode.accountNameRequired]: 'name',
    [MessageCode.ibanInvalid]: 'iban',
    [MessageCode.accountBankRequired]: 'bank',
    [MessageCode.accountTypeInvalid]: 'type',
    [MessageCode.accountCurrencyRequired]: 'currency.currencyId',
    [MessageCode.interestRateInvalid]: 'interestRate',
    [MessageCode.accountEndBeforeStart]: 'endDate',
  },
};

const FORM_ID = 'account-form';

export interface AccountModalProps {
  /** The account edited; null adds one. */
  account: AccountDto | null;
  /** The bank of a new account, when chosen beforehand. */
  bankId?: number | undefined;
  onClose: () => void;
  banks: readonly BankDto[];
  bankNames: readonly BankNameDto[];
  currencies: readonly CurrencyDto[];
  /** The user's currency, that of a new account. */
  currencyId: number;
  /** A new account's number, when known beforehand (a bank file's statement). */
  number?: string | undefined;
  /** Told the account as saved, before the modal closes. */
  onSaved?: ((account: AccountDto) => void) | undefined;
}

/**
 * Adds or edits an account: every field of spec 000 §3 and 002 §3. Mounted while open, so each
 * opening starts from the account as last read.
 */
export function AccountModal({
  account,
  bankId,
  number,
  onClose,
  onSaved,
  ...choices
}: AccountModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAccount();
  const form = useForm<AccountFormValues, unknown, AccountSaveRequest>({
    resolver: zodResolver(accountSaveSchema),
    defaultValues: account
      ? editValues(account)
      : {
          ...newValues(
            choices.currencyId,
            choices.banks.find((bank) => bank.bankId === bankId)?.bankId,
          ),
          number: number ?? '',
        },
    // Loan fields leave the payload when another type hides them.
    shouldUnregister: true,
  });
  const accountId = account?.accountId ?? null;

  const cancel = useDiscardOnCancel(bankKeys.list(), onClose);
  const submit = (request: AccountSaveRequest) =>
    save.mutate(
      { accountId, account: request },
      {
        onSuccess: (saved) => {
          toast.show({ variant: 'success', message: t('account.saved', { name: request.name }) });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => applyServerError(form, error, ACCOUNT_ERRORS),
      },
    );

  return (
    <FormModal
      title={t(account ? 'account.modal.edit' : 'account.modal.add')}
      formId={FORM_ID}
      saveLabel={t('account.modal.save')}
      saving={save.isPending}
      onCancel={cancel}
    >
      <Form form={form} onSubmit={submit} id={FORM_ID} className="account-form">
        <FormRootError />
        <AccountFields {...choices} />
      </Form>
    </FormModal>
  );
}
