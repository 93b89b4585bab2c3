import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../../../contract/debit-credit';
import {
  DEFAULT_OPERATION_TYPE_ID,
  typesFor,
  type OperationTypeDto,
} from '../../../contract/operation-types';
import { DateInput } from '../date-input';
import { FormSelect } from '../form';
import { useControlledField } from '../form-inputs';

// Fields of both the operation and the transfer modal.

/**
 * The date, which the value date follows while they are the same (spec 001 §2): once the value
 * date is changed to another day, it stays.
 */
export function FollowedDateField({ label }: { label: string }) {
  const { getValues, setValue } = useFormContext<{
    date: string | null;
    valueDate: string | null;
  }>();
  const { onChange, ...field } = useControlledField<string | null>('date');
  return (
    <DateInput
      {...field}
      label={label}
      onChange={(date) => {
        if (getValues('valueDate') === getValues('date')) setValue('valueDate', date);
        onChange(date);
      }}
    />
  );
}

/** The operation type, among those of the side (a card pays, a deposit credits); -1 is none. */
export function TypeField({
  side,
  types,
}: {
  side: Direction | null;
  types: readonly OperationTypeDto[];
}) {
  const { t } = useTranslation();
  const chosen = useWatch<{ type: number }, 'type'>({ name: 'type' });
  // A type of the other side stays listed while it is the choice (an old operation, a side
  // changed after choosing it), so the list never shows another one than the value.
  const offered = types.filter(
    (type) => side === null || type.typeId === chosen || typesFor([type], side).length > 0,
  );
  const options = [
    { value: String(DEFAULT_OPERATION_TYPE_ID), label: t('operationModal.type.none') },
    ...offered.map((type) => ({
      value: String(type.typeId),
      label: t(`operation.type.${type.abrv}`, { defaultValue: type.name }),
    })),
  ];
  return <FormSelect name="type" numeric label={t('operationModal.type')} options={options} />;
}
