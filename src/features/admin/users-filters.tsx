import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUSES, SUBSCRIPTION_TYPES, USER_ORDERS } from '../../../contract/admin-users';
import { isIsoDate } from '../../../contract/dates';
import { DateInput } from '../../components/date-input';
import { Select } from '../../components/select';
import type { UsersListQuery } from './admin-api';
import { useProfiles } from './use-admin';

interface UsersFiltersProps {
  filter: UsersListQuery;
  onChange: (filter: UsersListQuery) => void;
}

/** The user-list filters of spec 002 §6; each change goes back to the first page. */
export function UsersFilters({ filter, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();
  const profiles = useProfiles();
  const set = (changes: UsersListQuery) => onChange({ ...filter, ...changes, page: 0 });
  return (
    <form
      className="admin-filters"
      aria-label={t('admin.users.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Select
        label={t('admin.users.profile')}
        placeholder={t('admin.users.all')}
        value={filter.profileId ?? ''}
        options={(profiles.data ?? []).map((p) => ({
          value: String(p.id),
          label: t(`admin.profile.${p.name}`, p.name),
        }))}
        onChange={(e) => set({ profileId: e.target.value ? Number(e.target.value) : undefined })}
      />
      <Select
        label={t('admin.users.activeStatus')}
        value={filter.activeStatus ?? 'ALL'}
        options={ACTIVE_STATUSES.map((s) => ({ value: s, label: t(`admin.users.status.${s}`) }))}
        onChange={(e) => set({ activeStatus: e.target.value as UsersListQuery['activeStatus'] })}
      />
      <Select
        label={t('admin.users.subscriptionType')}
        placeholder={t('admin.users.all')}
        value={filter.subscriptionType ?? ''}
        options={SUBSCRIPTION_TYPES.map((s) => ({
          value: s,
          label: t(`admin.subscriptionType.${s}`),
        }))}
        onChange={(e) =>
          set({
            subscriptionType: (e.target.value || undefined) as UsersListQuery['subscriptionType'],
          })
        }
      />
      <DateInput
        label={t('admin.users.createdFrom')}
        value={filter.startDate ?? null}
        onChange={(value) => set({ startDate: isoOrUndefined(value) })}
      />
      <DateInput
        label={t('admin.users.createdTo')}
        value={filter.endDate ?? null}
        onChange={(value) => set({ endDate: isoOrUndefined(value) })}
      />
      <Select
        label={t('admin.users.orderBy')}
        value={filter.orderBy ?? USER_ORDERS[0]}
        options={USER_ORDERS.map((o) => ({ value: o, label: t(`admin.users.order.${o}`) }))}
        onChange={(e) => set({ orderBy: e.target.value as UsersListQuery['orderBy'] })}
      />
    </form>
  );
}

const isoOrUndefined = (value: string | null) => (value && isIsoDate(value) ? value : undefined);
