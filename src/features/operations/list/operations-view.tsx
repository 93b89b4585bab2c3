import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { toYearMonth, type ListPeriod } from '../../../../contract/operations-period';
import { orderFor } from '../../../../contract/operations-query';
import type { PreferencesDto } from '../../../../contract/settings';
import { EmptyState } from '../../../components/empty-state';
import { QueryGate } from '../../../components/query-gate';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../components/use-media-query';
import { EntryRow } from '../entry/entry-row';
import { entryDate } from '../entry/entry-form';
import { ListHeader } from './list-header';
import { ListModals, type OpenModal } from './list-modals';
import { todayIso } from './list-period';
import { summarize } from './list-summary';
import { moneyFormatter } from './operation-labels';
import { OperationsTable } from './operations-table';
import { ReconciliationPanel } from './reconciliation-panel';
import { SelectionBar } from './selection-bar';
import { useListControls } from './list-controls';
import { useBalance, useOperations } from '../use-operations';

interface OperationsViewProps {
  account: AccountSummary;
  period: ListPeriod;
  preferences: PreferencesDto;
  toolbar: ReactNode;
  onPeriod: (period: ListPeriod) => void;
}

/** The list of one account's period: summaries, reconciliation, lines, selection, modals. */
export function OperationsView({
  account,
  period,
  preferences,
  toolbar,
  onPeriod,
}: OperationsViewProps) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const accounts = [account.accountId];
  const yearMonth = toYearMonth(period);
  const list = useOperations({ accounts, yearMonth, orderBy: orderFor(preferences.sortByDate) });
  const pointed = useBalance({ accounts, pointedOnly: true });
  const money = useMemo(
    () => moneyFormatter(account.currency.abrv, i18n.language),
    [account.currency.abrv, i18n.language],
  );
  const operations = useMemo(() => list.data?.operations ?? [], [list.data]);
  const start = list.data?.startBalance ?? 0;
  const [open, setOpen] = useState<OpenModal>(null);
  const [reconciling, setReconciling] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const controls = useListControls({ operations, tableRef, setOpen });

  return (
    <>
      <ListHeader
        account={account}
        small={small}
        period={period}
        onPeriod={onPeriod}
        toolbar={toolbar}
        summary={summarize(start, operations, todayIso())}
        pointed={pointed.data}
        money={money}
        operations={operations}
        yearMonth={yearMonth}
        open={open}
        setOpen={setOpen}
        onReconcile={() => setReconciling(true)}
      />
      {(!small || reconciling) && (
        <ReconciliationPanel
          account={account}
          money={money}
          open={reconciling}
          onToggle={() => setReconciling((on) => !on)}
        />
      )}
      <EntryRow account={account} defaultDate={entryDate(period, todayIso())} />
      <QueryGate queries={[list]}>
        {() =>
          operations.length === 0 ? (
            <EmptyState title={t('operations.list.empty')} />
          ) : (
            <div ref={tableRef}>
              <SelectionBar
                operations={operations}
                selected={controls.selected}
                onSelectAll={controls.selectAll}
                onDelete={controls.deleteSelection}
              />
              <OperationsTable
                operations={operations}
                simpleMode={preferences.simpleMode}
                byValueDate={!preferences.sortByDate}
                small={small}
                money={money}
                selected={controls.selected}
                onToggleSelected={controls.toggleSelected}
                focusedIndex={controls.focusedIndex}
                onFocusRow={controls.setFocusedIndex}
                onOpen={controls.openOperation}
                onTogglePoint={controls.togglePoint}
              />
            </div>
          )
        }
      </QueryGate>
      <ListModals
        open={open}
        accountId={account.accountId}
        onClose={() => setOpen(null)}
        onDeleted={controls.clearSelection}
      />
    </>
  );
}
