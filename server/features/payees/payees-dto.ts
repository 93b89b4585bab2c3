import { groupBy } from '../../../contract/collections';
import { DebitCredit } from '../../../contract/debit-credit';
import { bpToPercent } from '../../../contract/percent';
import { payeeCategoryToApi, type PayeeDto } from '../../../contract/payees';
import type { TagDto } from '../../../contract/tags';
import type { Flag } from '../../db/schema-columns';
import type { DebitCredit as StoredDebitCredit } from '../../db/schema-finance';

// Rows of payees.repository.ts → PayeeDto (GET /api/payees and the answer of a save).

export interface PayeeRow {
  id: number;
  name: string;
  debitCredit: StoredDebitCredit;
  isDefault: Flag;
  creditCategoryId: number | null;
  creditCategoryName: string | null;
  debitCategoryId: number | null;
  debitCategoryName: string | null;
  amountCredit: number | null;
  amountDebit: number | null;
}

export interface TemplateRow {
  id: number;
  payeeId: number;
  debitCredit: -1 | 1;
  categoryId: number | null;
  categoryName: string | null;
  amount: number;
  percentageBp: number | null;
}

export interface PayeeRows {
  payees: readonly PayeeRow[];
  keywords: readonly { payeeId: number; keyword: string }[];
  tags: readonly { payeeId: number; tagId: number; name: string }[];
  templates: readonly TemplateRow[];
  templateTags: readonly { splitTemplateId: number; tagId: number; name: string }[];
}

const tagOf = (row: { tagId: number; name: string }): TagDto => ({
  tagId: row.tagId,
  name: row.name,
});

const categoryRef = (id: number | null, name: string | null) =>
  id === null ? null : { categoryId: id, name: name ?? '' };

const UNDEFINED_CATEGORY = payeeCategoryToApi(null, 0);

export function toPayeeDtos(rows: PayeeRows): PayeeDto[] {
  const keywords = groupBy(
    rows.keywords,
    (r) => r.payeeId,
    (r) => r.keyword,
  );
  const tags = groupBy(rows.tags, (r) => r.payeeId, tagOf);
  const templateTags = groupBy(rows.templateTags, (r) => r.splitTemplateId, tagOf);
  const parts = groupBy(
    rows.templates,
    (r) => r.payeeId,
    (r) => ({
      debitCredit: r.debitCredit,
      category: categoryRef(r.categoryId, r.categoryName) ?? UNDEFINED_CATEGORY,
      tags: templateTags.get(r.id) ?? [],
      amount: r.amount,
      percentage: r.percentageBp === null ? null : bpToPercent(r.percentageBp),
    }),
  );
  return rows.payees.map((payee) => {
    const own = parts.get(payee.id) ?? [];
    const side = (debitCredit: number) =>
      own.filter((p) => p.debitCredit === debitCredit).map(({ debitCredit: _, ...p }) => p);
    const credit = side(DebitCredit.credit);
    const debit = side(DebitCredit.debit);
    return {
      payeeId: payee.id,
      name: payee.name,
      keywords: keywords.get(payee.id) ?? [],
      debitCredit: payee.debitCredit,
      default: payee.isDefault === 1,
      creditCategory: payeeCategoryToApi(
        categoryRef(payee.creditCategoryId, payee.creditCategoryName),
        credit.length,
      ),
      debitCategory: payeeCategoryToApi(
        categoryRef(payee.debitCategoryId, payee.debitCategoryName),
        debit.length,
      ),
      splitCategoriesCredit: credit,
      splitCategoriesDebit: debit,
      amountCredit: payee.amountCredit,
      amountDebit: payee.amountDebit,
      tags: tags.get(payee.id) ?? [],
    };
  });
}
