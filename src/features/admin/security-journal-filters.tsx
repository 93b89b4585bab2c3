import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../contract/dates';
import { SECURITY_EVENT_TYPES } from '../../../contract/security-events';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import type { SecurityJournalQuery } from './admin-api';

interface Draft {
  user: string;
  type: string;
  from: string | null;
  to: string | null;
}

/** The start of that day where the admin is, as an instant: the journal's times are UTC. */
function startOfDay(iso: string | null, days = 0): string | undefined {
  if (!iso || !isIsoDate(iso)) return undefined;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

function queryOf(draft: Draft): SecurityJournalQuery {
  return {
    user: draft.user.trim() || undefined,
    type: (draft.type || undefined) as SecurityJournalQuery['type'],
    from: startOfDay(draft.from),
    to: startOfDay(draft.to, 1),
    page: 0,
  };
}

/** Filters by user (login or id), type and days, both days included; applied on submit. */
export function SecurityJournalFilters({
  onChange,
}: {
  onChange: (query: SecurityJournalQuery) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ user: '', type: '', from: null, to: null });
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(queryOf(draft));
  };
  return (
    <form
      className="admin-filters"
      aria-label={t('admin.securityJournal.filters')}
      onSubmit={submit}
    >
      <TextField
        label={t('admin.securityJournal.userFilter')}
        value={draft.user}
        maxLength={100}
        onChange={(e) => set({ user: e.target.value })}
      />
      <Select
        label={t('admin.securityJournal.type')}
        placeholder={t('admin.securityJournal.allTypes')}
        value={draft.type}
        options={SECURITY_EVENT_TYPES.map((type) => ({
          value: type,
          label: t(`admin.securityJournal.types.${type}`),
        }))}
        onChange={(e) => set({ type: e.target.value })}
      />
      <DateInput
        label={t('admin.securityJournal.from')}
        value={draft.from}
        onChange={(from) => set({ from })}
      />
      <DateInput
        label={t('admin.securityJournal.to')}
        value={draft.to}
        onChange={(to) => set({ to })}
      />
      <Button type="submit" variant="primary">
        {t('admin.securityJournal.apply')}
      </Button>
    </form>
  );
}
