import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCentsForInput, type Cents } from '../../../contract/money';
import { applySplitTemplate } from '../../../contract/payee-splits';
import { Button } from '../../components/button';
import type { CategoryNode } from '../../components/category-options';
import { useFieldError } from '../../components/form';
import { FormAmountField } from '../../components/form-inputs';
import { FormCategorySelector, FormTagPicker } from '../../components/form-selectors';
import { Select } from '../../components/select';
import type { TagChoice } from '../../components/tag-picker';
import { emptyPart, sideErrorName, type PartValues, type SplitSide } from './payee-form';
import { FormPercentField } from './percent-field';
import { SplitRemainder, templateParts } from './split-remainder';

interface SplitFieldsProps {
  side: SplitSide;
  tree: readonly CategoryNode[];
  /** The side's default amount, which the preview splits. */
  total: Cents | null;
  /** Null without the TAG functionality. */
  tags: readonly TagChoice[] | null;
}

/** The split template of one side: parts by amount or by percentage, and what remains. */
export function PayeeSplitFields({ side, tree, total, tags }: SplitFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove, replace } = useFieldArray({ name: side });
  const parts = useWatch({ name: side }) as PartValues[] | undefined;
  const error = useFieldError(sideErrorName(side));
  const preview = previewOf(parts ?? [], total);
  const empty = fields.length === 0;

  // Choosing split starts with two parts (spec 001 §4).
  useEffect(() => {
    if (empty) replace([emptyPart(), emptyPart()]);
  }, [empty, replace]);

  return (
    <fieldset className="payee-split">
      <legend className="payee-split__legend">{t('payees.split.title')}</legend>
      <ol className="payee-split__parts">
        {fields.map((field, index) => (
          <li key={field.id} className="payee-split__part">
            <PartFields
              name={`${side}.${index}`}
              number={index + 1}
              tree={tree}
              tags={tags}
              share={preview?.[index]}
            />
            <Button
              variant="link"
              disabled={fields.length === 1}
              onClick={() => remove(index)}
              aria-label={t('payees.split.removeNamed', { number: index + 1 })}
            >
              {t('payees.split.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button onClick={() => append(emptyPart())}>{t('payees.split.add')}</Button>
      <SplitRemainder parts={parts ?? []} total={total} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface PartFieldsProps {
  name: string;
  number: number;
  tree: readonly CategoryNode[];
  tags: readonly TagChoice[] | null;
  share: Cents | undefined;
}

function PartFields({ name, number, tree, tags, share }: PartFieldsProps) {
  const { t, i18n } = useTranslation();
  const { setValue } = useFormContext();
  const byPercentage = useWatch({ name: `${name}.byPercentage` }) as boolean;
  const label = (key: string) => t(key, { number });
  return (
    <div className="payee-split__fields">
      <FormCategorySelector
        name={`${name}.category`}
        label={label('payees.split.category')}
        tree={tree}
      />
      <Select
        label={label('payees.split.mode')}
        value={byPercentage ? 'percentage' : 'amount'}
        options={[
          { value: 'percentage', label: t('payees.split.mode.percentage') },
          { value: 'amount', label: t('payees.split.mode.amount') },
        ]}
        onChange={(event) =>
          setValue(`${name}.byPercentage`, event.target.value === 'percentage', {
            shouldDirty: true,
          })
        }
      />
      {byPercentage ? (
        <FormPercentField name={`${name}.percentage`} label={label('payees.split.percentage')} />
      ) : (
        <FormAmountField name={`${name}.amount`} label={label('payees.split.amount')} />
      )}
      {tags && (
        <FormTagPicker name={`${name}.tags`} label={label('payees.split.tags')} tags={tags} />
      )}
      {share !== undefined && (
        <p className="payee-split__share">
          {t('payees.split.share', { amount: formatCentsForInput(share, i18n.language) })}
        </p>
      )}
    </div>
  );
}

/** What each part gets of the default amount, when there is one and the parts are numbers. */
function previewOf(parts: readonly PartValues[], total: Cents | null): Cents[] | null {
  if (total === null || !Number.isFinite(total) || total === 0) return null;
  const template = templateParts(parts);
  return template ? applySplitTemplate(total, template) : null;
}
