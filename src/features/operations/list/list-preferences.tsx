import { useTranslation } from 'react-i18next';
import type { PreferencesDto } from '../../../../contract/settings';
import { Checkbox } from '../../../components/checkbox';
import { editablePreferences, useSavePreferences } from '../../settings/use-settings';

/** The simple-mode and sort-by-date preferences, saved as soon as they change. */
export function ListPreferences({ preferences }: { preferences: PreferencesDto }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const change = (field: 'simpleMode' | 'sortByDate', value: boolean) =>
    save.mutate({ ...editablePreferences(preferences), [field]: value });

  return (
    <div className="operations-preferences">
      <Checkbox
        label={t('operations.list.simpleMode')}
        checked={preferences.simpleMode}
        disabled={save.isPending}
        onChange={(event) => change('simpleMode', event.target.checked)}
      />
      <Checkbox
        label={t('operations.list.sortByDate')}
        checked={preferences.sortByDate}
        disabled={save.isPending}
        onChange={(event) => change('sortByDate', event.target.checked)}
      />
    </div>
  );
}
