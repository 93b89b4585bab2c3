import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MessageCode } from '../../../contract/message-codes';
import {
  versionsTableSchema,
  type VersionsTable,
  type VersionsTableInput,
} from '../../../contract/versions';
import { Button } from '../../components/button';
import { Form, FormRootError } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { QueryGate } from '../../components/query-gate';
import { useToast } from '../../components/toast-context';
import { applyServerError } from '../../lib/form-errors';
import { useSaveVersionsTable, useVersionsTable } from './use-versions';
import { VersionFeatureFields } from './version-feature-fields';
import './versions.css';

const FORM_ID = 'versions-form';
const EMPTY_OFFER = { included: true, textFr: '', textEn: '' };
const NEW_FEATURE = { labelFr: '', labelEn: '', free: EMPTY_OFFER, premium: EMPTY_OFFER };

/** /admin/versions (spec 002 §2, ROLE_ADMIN): the FREE/PREMIUM table the users read. */
export default function VersionsAdminPage() {
  const { t } = useTranslation();
  const table = useVersionsTable();
  return (
    <>
      <PageHeader
        title={t('screen.admin.versions')}
        description={t('admin.versions.description')}
      />
      <QueryGate queries={[table]}>{() => <VersionsForm table={table.data!} />}</QueryGate>
    </>
  );
}

function VersionsForm({ table }: { table: VersionsTable }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveVersionsTable();
  const form = useForm<VersionsTableInput, unknown, VersionsTable>({
    resolver: zodResolver(versionsTableSchema),
    defaultValues: table,
  });
  const features = useFieldArray({ control: form.control, name: 'features' });
  const submit = (body: VersionsTable) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.show({ variant: 'success', message: t('admin.versions.saved') });
      },
      onError: (error) =>
        applyServerError(form, error, { shown: [MessageCode.versionsFeaturesRequired] }),
    });
  return (
    <Form form={form} onSubmit={submit} id={FORM_ID}>
      <FormRootError />
      <ol className="versions-admin">
        {features.fields.map((field, index) => (
          <VersionFeatureFields
            key={field.id}
            index={index}
            count={features.fields.length}
            onMove={(to) => features.move(index, to)}
            onRemove={() => features.remove(index)}
          />
        ))}
      </ol>
      <div className="versions-admin__toolbar">
        <Button onClick={() => features.append(NEW_FEATURE)}>{t('admin.versions.add')}</Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('admin.versions.save')}
        </Button>
      </div>
    </Form>
  );
}
