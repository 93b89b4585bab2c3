import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImportReportDto } from '../../../contract/import';
import { CSV_DELIMITERS } from '../../../contract/import-csv-layout';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Form, FormSelect, useFieldError } from '../../components/form';
import { errorMessageKey } from '../../lib/messages';
import {
  COLUMN_ROLES,
  columnCountOf,
  mappingFormSchema,
  toFormValues,
  toLayout,
  type MappingFormValues,
} from './csv-mapping-form';
import { useSaveCsvLayout } from './use-import';
import { TableScroll } from '../../components/table-scroll';

type CsvPart = NonNullable<ImportReportDto['csv']>;

const DELIMITER_NAMES: Record<(typeof CSV_DELIMITERS)[number], string> = {
  ';': 'semicolon',
  ',': 'comma',
  '\t': 'tab',
  '|': 'pipe',
};

/** The CSV mapping confirmation: the first rows, a role per column and how the file reads. */
export function CsvMappingPanel({ importId, csv }: { importId: number; csv: CsvPart }) {
  const { t } = useTranslation();
  const save = useSaveCsvLayout(importId);
  const columnCount = columnCountOf(csv.preview);
  const form = useForm<MappingFormValues>({
    resolver: zodResolver(mappingFormSchema),
    values: toFormValues(csv.layout, columnCount),
  });
  const apply = (values: MappingFormValues) => save.mutate(toLayout(values));
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <Card title={t('importScreen.mapping.title')} className="csv-mapping">
      <p className="csv-mapping__note">
        {t(csv.remembered ? 'importScreen.mapping.remembered' : 'importScreen.mapping.detected')}
      </p>
      <Form form={form} onSubmit={apply}>
        <div className="csv-mapping__options">
          <FormSelect
            name="delimiter"
            label={t('importScreen.mapping.delimiter')}
            options={CSV_DELIMITERS.map((value) => ({
              value,
              label: t(`importScreen.mapping.delimiter.${DELIMITER_NAMES[value]}`),
            }))}
          />
          <FormSelect
            name="headerRow"
            label={t('importScreen.mapping.headerRow')}
            options={[
              { value: '', label: t('importScreen.mapping.headerRow.none') },
              ...csv.preview.map((_, index) => ({
                value: String(index),
                label: t('importScreen.mapping.row', { number: index + 1 }),
              })),
            ]}
          />
          <FormSelect
            name="dateOrder"
            label={t('importScreen.mapping.dateOrder')}
            options={['DMY', 'MDY', 'YMD'].map(option('importScreen.mapping.dateOrder'))}
          />
          <FormSelect
            name="decimalMark"
            label={t('importScreen.mapping.decimalMark')}
            options={[
              { value: ',', label: t('importScreen.mapping.decimalMark.comma') },
              { value: '.', label: t('importScreen.mapping.decimalMark.point') },
            ]}
          />
        </div>
        <PreviewTable preview={csv.preview} columnCount={columnCount} />
        <RolesError />
        {save.isError && <Alert variant="danger">{t(errorMessageKey(save.error))}</Alert>}
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('importScreen.mapping.apply')}
        </Button>
      </Form>
    </Card>
  );
}

function PreviewTable({ preview, columnCount }: { preview: string[][]; columnCount: number }) {
  const { t } = useTranslation();
  const columns = Array.from({ length: columnCount }, (_, index) => index);
  const roles = COLUMN_ROLES.map((role) => ({
    value: role,
    label: t(`importScreen.mapping.role.${role}`),
  }));
  const caption = t('importScreen.mapping.preview');
  return (
    <TableScroll label={caption}>
      <table className="table csv-mapping__table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('importScreen.mapping.rowHeader')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormSelect
                  name={`roles.${column}`}
                  label={t('importScreen.mapping.column', { number: column + 1 })}
                  options={roles}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.map((row, index) =>
            row.every((cell) => cell.trim() === '') ? null : (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {row.length === 1 ? (
                  // A preamble line (bank name, account number) spans the table.
                  <td colSpan={columnCount}>{row[0]}</td>
                ) : (
                  columns.map((column) => <td key={column}>{row[column] ?? ''}</td>)
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A rule on the roles together: the resolver files it under the array's root. */
function RolesError() {
  const error = useFieldError('roles.root');
  return error ? <Alert variant="danger">{error}</Alert> : null;
}
