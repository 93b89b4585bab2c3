import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportReportDto } from '../../../contract/import';
import { MessageCode } from '../../../contract/message-codes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { ChoiceGroup, Radio } from '../../components/choice-group';
import { Modal } from '../../components/modal';
import { errorMessageKey } from '../../lib/messages';
import { operationsPath } from './import-paths';
import { useIncorporate } from './use-import';

interface IncorporateModalProps {
  report: ImportReportDto;
  /** Lines ticked in the table (new ones only). */
  selectedIds: readonly number[];
  onClose: () => void;
}

/** The lines that would become operations: included and not imported before. */
export const includedIds = (report: ImportReportDto) =>
  report.operations
    .filter((line) => line.included && !line.alreadyImported)
    .map((line) => line.importedOperationId);

/** The incorporate modal (spec 001 §4): which lines, merge or not, remember on the account. */
export function IncorporateModal({ report, selectedIds, onClose }: IncorporateModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useIncorporate();
  const included = includedIds(report);
  const [scope, setScope] = useState<'included' | 'selected'>(
    selectedIds.length > 0 ? 'selected' : 'included',
  );
  const [merge, setMerge] = useState(true);
  const [updateAccount, setUpdateAccount] = useState(true);
  const ids = scope === 'selected' ? selectedIds : included;
  const accountId = report.account?.accountId;

  const start = () => {
    if (accountId === undefined || ids.length === 0) return;
    run.mutate(
      { accountId, ids: [...ids], merge, updateAccount },
      { onSuccess: (done) => void navigate(operationsPath(done.accountId, done.month)) },
    );
  };
  const problem =
    accountId === undefined
      ? MessageCode.importAccountRequired
      : run.isError
        ? errorMessageKey(run.error)
        : null;

  return (
    <Modal
      open
      title={t('importScreen.incorporate.title')}
      onClose={onClose}
      dismissible={!run.isPending}
      footer={
        <>
          <Button onClick={onClose} disabled={run.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={run.isPending}
            disabled={accountId === undefined || ids.length === 0}
            onClick={start}
          >
            {t('importScreen.incorporate.run', { count: ids.length })}
          </Button>
        </>
      }
    >
      {report.account && (
        <p>{t('importScreen.incorporate.into', { account: report.account.name })}</p>
      )}
      <ChoiceGroup legend={t('importScreen.incorporate.scope')}>
        <Radio
          name="scope"
          label={t('importScreen.incorporate.included', { count: included.length })}
          checked={scope === 'included'}
          onChange={() => setScope('included')}
        />
        <Radio
          name="scope"
          label={t('importScreen.incorporate.selected', { count: selectedIds.length })}
          checked={scope === 'selected'}
          disabled={selectedIds.length === 0}
          onChange={() => setScope('selected')}
        />
      </ChoiceGroup>
      <Checkbox
        label={t('importScreen.incorporate.merge')}
        hint={t('importScreen.incorporate.merge.hint')}
        checked={merge}
        onChange={(event) => setMerge(event.target.checked)}
      />
      <Checkbox
        label={t('importScreen.incorporate.updateAccount')}
        hint={t('importScreen.incorporate.updateAccount.hint')}
        checked={updateAccount}
        onChange={(event) => setUpdateAccount(event.target.checked)}
      />
      {run.isPending && (
        <div className="upload-progress">
          <progress
            className="upload-progress__bar"
            aria-label={t('importScreen.incorporate.running')}
          />
          <p role="status">{t('importScreen.incorporate.running')}</p>
        </div>
      )}
      {problem && <Alert variant="danger">{t(problem)}</Alert>}
    </Modal>
  );
}
