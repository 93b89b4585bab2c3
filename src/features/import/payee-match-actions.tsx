import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { usePayeeMatch } from './use-import';

interface PayeeMatchActionsProps {
  payee: { payeeId: number; name: string };
  onDone: () => void;
}

/**
 * Whether imported lines get this payee by its keywords (POST /api/import/payeeMatch): apply them
 * to the other pending lines, or never again, which takes it off the lines that got it that way.
 */
export function PayeeMatchActions({ payee, onDone }: PayeeMatchActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const match = usePayeeMatch();
  const choose = (excluded: boolean) =>
    match.mutate(
      { payeeId: payee.payeeId, excluded },
      {
        onSuccess: (updatedLines) => {
          const key = excluded
            ? 'importScreen.payeeMatch.excluded'
            : 'importScreen.payeeMatch.applied';
          toast.show({
            variant: 'success',
            message: t(key, { payee: payee.name, count: updatedLines }),
          });
          onDone();
        },
        onError: (error) => toast.show({ variant: 'danger', message: t(errorMessageKey(error)) }),
      },
    );
  return (
    <p className="line-edit__payee-match">
      <Button variant="link" disabled={match.isPending} onClick={() => choose(false)}>
        {t('importScreen.payeeMatch.apply', { payee: payee.name })}
      </Button>
      <Button variant="link" disabled={match.isPending} onClick={() => choose(true)}>
        {t('importScreen.payeeMatch.exclude', { payee: payee.name })}
      </Button>
    </p>
  );
}
