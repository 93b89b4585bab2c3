import { useTranslation } from 'react-i18next';
import type { ImportLineDto, ImportLineEdit } from '../../../contract/import';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { errorMessageKey } from '../../lib/messages';
import { useCancelTransfer, useEditLine } from './use-import';

interface LineActionsProps {
  importId: number;
  line: ImportLineDto;
  /** The line as a person names it (date and label), for the controls' accessible names. */
  named: string;
  onEdit: (line: ImportLineDto) => void;
}

/** Include, merge or not, not this operation, not a transfer, edit: each saved at once. */
export function LineActions({ importId, line, named, onEdit }: LineActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const edit = useEditLine(importId);
  const cancelTransfer = useCancelTransfer(importId);
  const busy = edit.isPending || cancelTransfer.isPending;
  const failed = (error: unknown) =>
    toast.show({ variant: 'danger', message: t(errorMessageKey(error)) });
  const change = (changes: ImportLineEdit) =>
    edit.mutate({ id: line.importedOperationId, edit: changes }, { onError: failed });
  const locked = line.alreadyImported;
  const proposal = line.operation !== null && !locked;

  return (
    <span className="import-line__actions">
      <Toggle
        label={t('importScreen.lines.include')}
        named={t('importScreen.lines.include.named', { line: named })}
        checked={line.included && !locked}
        disabled={locked || busy}
        onChange={(included) => change({ included })}
      />
      {proposal && (
        <Toggle
          label={t('importScreen.lines.merge')}
          named={t('importScreen.lines.merge.named', { line: named })}
          checked={line.merge}
          disabled={busy}
          onChange={(merge) => change({ merge })}
        />
      )}
      {proposal && (
        <Button
          variant="link"
          disabled={busy}
          aria-label={t('importScreen.lines.cancelMatch.named', { line: named })}
          onClick={() => change({ cancelMatch: true })}
        >
          {t('importScreen.lines.cancelMatch')}
        </Button>
      )}
      {line.transfer && !locked && (
        <Button
          variant="link"
          disabled={busy}
          aria-label={t('importScreen.lines.cancelTransfer.named', { line: named })}
          onClick={() => cancelTransfer.mutate(line.importedOperationId, { onError: failed })}
        >
          {t('importScreen.lines.cancelTransfer')}
        </Button>
      )}
      {!locked && (
        <Button
          variant="link"
          disabled={busy}
          aria-label={t('importScreen.lines.edit.named', { line: named })}
          onClick={() => onEdit(line)}
        >
          {t('importScreen.lines.edit')}
        </Button>
      )}
    </span>
  );
}

function Toggle({
  label,
  named,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  named: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="import-line__toggle">
      <input
        type="checkbox"
        className="field__checkbox"
        aria-label={named}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
