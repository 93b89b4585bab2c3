import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CategoryId } from '../../../contract/categories';
import type { Cents } from '../../../contract/money';
import { formatKeywords, parseKeywords } from '../../../contract/payee-keywords';
import { payeeSaveSchema, type PayeeDto } from '../../../contract/payees';
import type { TagChoice } from '../../components/tag-picker';

// The payee modal's form values and their mapping to and from the contract (spec 001 §3, §5).

export interface PartValues {
  category: number;
  tags: TagChoice[];
  byPercentage: boolean;
  /** Cents; null when empty, NaN while the text is not an amount. */
  amount: Cents | null;
  /** Null when empty, NaN while the text is not a number. */
  percentage: number | null;
}

export type SplitSide = 'splitCategoriesCredit' | 'splitCategoriesDebit';

export interface PayeeFormValues {
  payeeId: number | null;
  name: string;
  /** The comma list as typed. */
  keywords: string;
  debitCredit: PayeeDto['debitCredit'];
  default: boolean;
  creditCategory: number;
  debitCategory: number;
  splitCategoriesCredit: PartValues[];
  splitCategoriesDebit: PartValues[];
  amountCredit: Cents | null;
  amountDebit: Cents | null;
  tags: TagChoice[];
}

/** The error of the pair of default categories (emptyCategories), which no single field owns. */
export const CATEGORIES_ERROR = 'categories';
/** Where a side's own error (need a part, remainder) goes: beside its parts. */
export const sideErrorName = (side: SplitSide) => `${side}.root` as const;

export const emptyPart = (): PartValues => ({
  category: CategoryId.undefined,
  tags: [],
  byPercentage: true,
  amount: null,
  percentage: null,
});

const toChoice = (tag: { tagId: number; name: string }): TagChoice => ({
  id: tag.tagId,
  name: tag.name,
});

export function newPayeeValues(name = ''): PayeeFormValues {
  return {
    payeeId: null,
    name,
    keywords: '',
    debitCredit: -1,
    default: false,
    creditCategory: CategoryId.undefined,
    debitCategory: CategoryId.undefined,
    splitCategoriesCredit: [],
    splitCategoriesDebit: [],
    amountCredit: null,
    amountDebit: null,
    tags: [],
  };
}

function partFromDto(part: PayeeDto['splitCategoriesCredit'][number]): PartValues {
  const byPercentage = part.percentage !== null;
  return {
    category: part.category.categoryId,
    tags: part.tags.map(toChoice),
    byPercentage,
    amount: byPercentage ? null : part.amount,
    percentage: part.percentage,
  };
}

export function payeeValues(dto: PayeeDto): PayeeFormValues {
  return {
    payeeId: dto.payeeId,
    name: dto.name,
    keywords: formatKeywords(dto.keywords),
    debitCredit: dto.debitCredit,
    default: dto.default,
    creditCategory: dto.creditCategory.categoryId,
    debitCategory: dto.debitCategory.categoryId,
    splitCategoriesCredit: dto.splitCategoriesCredit.map(partFromDto),
    splitCategoriesDebit: dto.splitCategoriesDebit.map(partFromDto),
    amountCredit: dto.amountCredit,
    amountDebit: dto.amountDebit,
    tags: dto.tags.map(toChoice),
  };
}

const partToRequest = (part: PartValues) => ({
  category: { categoryId: part.category },
  tags: part.tags.map((tag) => ({ tagId: tag.id })),
  amount: part.byPercentage ? 0 : (part.amount ?? 0),
  percentage: part.byPercentage ? part.percentage : null,
});

/** The body of POST /api/payees, as the server's schema reads it. */
export type PayeeSaveBody = z.input<typeof payeeSaveSchema>;

export function payeeRequest(values: PayeeFormValues): PayeeSaveBody {
  return {
    ...values,
    keywords: parseKeywords(values.keywords),
    creditCategory: { categoryId: values.creditCategory },
    debitCategory: { categoryId: values.debitCategory },
    splitCategoriesCredit: values.splitCategoriesCredit.map(partToRequest),
    splitCategoriesDebit: values.splitCategoriesDebit.map(partToRequest),
    tags: values.tags.map((tag) => ({ tagId: tag.id })),
  };
}

/** Where an issue of the contract's schema is told on the form. */
function errorName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return CATEGORIES_ERROR;
  const [first] = path;
  if (
    path.length === 1 &&
    (first === 'splitCategoriesCredit' || first === 'splitCategoriesDebit')
  ) {
    return sideErrorName(first);
  }
  // A part's category or tag reference: told on the part's category.
  const inPart = path.length > 3 ? path.slice(0, 3) : path;
  return inPart.map(String).join('.');
}

/**
 * Validates with the contract's payeeSaveSchema (one set of rules for the SPA and the server)
 * and gives the body to send: the schema's input, which the server parses again.
 */
export const payeeResolver: Resolver<PayeeFormValues, unknown, PayeeSaveBody> = (values) => {
  const body = payeeRequest(values);
  const result = payeeSaveSchema.safeParse(body);
  if (result.success) return { values: body, errors: {} };
  const errors: FieldErrors<PayeeFormValues> = {};
  for (const issue of result.error.issues) {
    const name = errorName(issue.path);
    if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};
