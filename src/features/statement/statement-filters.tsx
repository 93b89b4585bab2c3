import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../contract/categories';
import { statementExportSchema, type StatementFilter } from '../../../contract/statement';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { TagPicker, type TagChoice } from '../../components/tag-picker';
import { useCategoryTrees } from '../categories/use-categories';
import { usePayees } from '../payees/use-payees';
import { useTags } from '../tags/use-tags';

interface Draft {
  startDate: string | null;
  endDate: string | null;
  categories: TagChoice[];
  payees: TagChoice[];
  tags: TagChoice[];
}

function categoryChoices(nodes: readonly CategoryDto[]): TagChoice[] {
  return nodes.flatMap((node) => [
    { id: node.categoryId, name: node.fullName },
    ...categoryChoices(node.children),
  ]);
}

const ids = (choices: readonly TagChoice[]) => choices.map((choice) => choice.id);

interface StatementFiltersProps {
  initial: StatementFilter;
  tagsAllowed: boolean;
  onSubmit: (filter: StatementFilter) => void;
}

/** Period and filters; both dates are required, in order (previsionnel.statement.no-period). */
export function StatementFilters({ initial, tagsAllowed, onSubmit }: StatementFiltersProps) {
  const { t } = useTranslation();
  const trees = useCategoryTrees();
  const payees = usePayees();
  const tags = useTags({ enabled: tagsAllowed });
  const [draft, setDraft] = useState<Draft>({
    startDate: initial.startDate,
    endDate: initial.endDate,
    categories: [],
    payees: [],
    tags: [],
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statementExportSchema.safeParse({
      startDate: draft.startDate,
      endDate: draft.endDate,
      categories: ids(draft.categories),
      payees: ids(draft.payees),
      tags: ids(draft.tags),
    });
    if (!parsed.success) return setRefusal(parsed.error.issues[0]!.message);
    setRefusal(null);
    onSubmit({
      startDate: parsed.data.startDate,
      endDate: parsed.data.endDate,
      categoryIds: parsed.data.categories,
      payeeIds: parsed.data.payees,
      tagIds: parsed.data.tags,
    });
  };

  const categories = trees.data ? categoryChoices([...trees.data.debit, ...trees.data.credit]) : [];
  const payeeChoices = (payees.data ?? []).map((payee) => ({
    id: payee.payeeId,
    name: payee.name,
  }));
  const tagChoices = (tags.data ?? []).map((tag) => ({ id: tag.tagId, name: tag.name }));

  return (
    <form className="statement-filters" onSubmit={submit} aria-label={t('statement.filters')}>
      {refusal && <Alert variant="warning">{t(refusal)}</Alert>}
      <div className="statement-filters__dates">
        <DateInput
          label={t('statement.startDate')}
          value={draft.startDate}
          onChange={(startDate) => change({ startDate })}
        />
        <DateInput
          label={t('statement.endDate')}
          value={draft.endDate}
          onChange={(endDate) => change({ endDate })}
        />
      </div>
      <TagPicker
        label={t('statement.categories')}
        tags={categories}
        value={draft.categories}
        onChange={(chosen) => change({ categories: chosen })}
      />
      <TagPicker
        label={t('statement.payees')}
        tags={payeeChoices}
        value={draft.payees}
        onChange={(chosen) => change({ payees: chosen })}
      />
      {tagsAllowed && (
        <TagPicker
          label={t('statement.tags')}
          tags={tagChoices}
          value={draft.tags}
          onChange={(chosen) => change({ tags: chosen })}
        />
      )}
      <Button type="submit" variant="primary">
        {t('statement.show')}
      </Button>
    </form>
  );
}
