import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormCheckbox, FormTextField } from '../../components/form';

interface Props {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function OfferFields({ name, version }: { name: string; version: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="versions-admin__offer">
      <legend>{t(`version.${version}`)}</legend>
      <FormCheckbox name={`${name}.included`} label={t('versions.included')} />
      <FormTextField
        name={`${name}.textFr`}
        label={t('admin.versions.textFr')}
        autoComplete="off"
      />
      <FormTextField
        name={`${name}.textEn`}
        label={t('admin.versions.textEn')}
        autoComplete="off"
      />
    </fieldset>
  );
}

/** One line of the table: labels in both languages, what each version offers, order, removal. */
export function VersionFeatureFields({ index, count, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const name = `features.${index}`;
  const label = useWatch({ name: `${name}.labelFr` }) as string;
  const shown = label || t('admin.versions.newLine');
  return (
    <li className="versions-admin__line">
      <fieldset className="versions-admin__labels">
        <legend>{t('admin.versions.line', { number: index + 1, name: shown })}</legend>
        <FormTextField
          name={`${name}.labelFr`}
          label={t('admin.versions.labelFr')}
          autoComplete="off"
        />
        <FormTextField
          name={`${name}.labelEn`}
          label={t('admin.versions.labelEn')}
          autoComplete="off"
        />
      </fieldset>
      <OfferFields name={`${name}.free`} version="FREE" />
      <OfferFields name={`${name}.premium`} version="PREMIUM" />
      <div className="versions-admin__actions">
        <Button
          variant="link"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('admin.versions.upNamed', { name: shown })}
        >
          {t('admin.versions.up')}
        </Button>
        <Button
          variant="link"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('admin.versions.downNamed', { name: shown })}
        >
          {t('admin.versions.down')}
        </Button>
        <Button
          variant="link"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={t('admin.versions.removeNamed', { name: shown })}
        >
          {t('admin.versions.remove')}
        </Button>
      </div>
    </li>
  );
}
