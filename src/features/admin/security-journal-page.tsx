import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_JOURNAL_PAGE_SIZE } from '../../../contract/security-events';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { TwoFactorPolicyCard } from '../two-factor/use-two-factor-ui';
import type { SecurityJournalQuery } from './admin-api';
import { SecurityJournalFilters } from './security-journal-filters';
import { SecurityJournalTable } from './security-journal-table';
import { useSecurityEvents } from './use-admin';
import './admin.css';

/** /admin/security-journal: sign-ins, password and address changes, admin actions, filtered. */
export default function SecurityJournalPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<SecurityJournalQuery>({ page: 0 });
  const events = useSecurityEvents(query);
  return (
    <>
      <PageHeader
        title={t('screen.admin.securityJournal')}
        description={t('admin.securityJournal.description')}
      />
      <div className="admin-users">
        <TwoFactorPolicyCard />
        <SecurityJournalFilters onChange={setQuery} />
        <QueryGate queries={[events]}>
          {() => (
            <SecurityJournalTable
              page={events.data!}
              number={query.page ?? 0}
              size={SECURITY_JOURNAL_PAGE_SIZE}
              onPage={(page) => setQuery((q) => ({ ...q, page }))}
            />
          )}
        </QueryGate>
      </div>
    </>
  );
}
