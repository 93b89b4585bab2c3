import { CategoryId } from '../../../contract/categories';
import type { Direction } from '../../../contract/debit-credit';
import type { Cents } from '../../../contract/money';
import { partsFromTemplate } from '../../../contract/operations-split';
import type { PayeeDto } from '../../../contract/payees';
import type { OperationFormValues, PartValues } from './operation-form';

type PayeeDefaults = Pick<OperationFormValues, 'amount' | 'category' | 'tags' | 'splitOperations'>;

const toChoice = (tag: { tagId: number; name: string }) => ({ id: tag.tagId, name: tag.name });

/**
 * What choosing a payee changes (spec 001 §2): the default category of the operation's side,
 * its split template spread over the amount (the payee's usual amount when none is typed yet),
 * and the payee's tags. A payee without a default category for that side leaves the category.
 */
export function payeeDefaults(
  payee: PayeeDto,
  side: Direction,
  current: PayeeDefaults,
): PayeeDefaults {
  const credit = side === 1;
  const category = (credit ? payee.creditCategory : payee.debitCategory).categoryId;
  const usual = credit ? payee.amountCredit : payee.amountDebit;
  const amount = validAmount(current.amount) ?? usual;
  const tags = payee.tags.length > 0 ? payee.tags.map(toChoice) : current.tags;
  if (category === CategoryId.undefined) return { ...current, amount, tags };
  if (category !== CategoryId.split) {
    return { amount, category, tags, splitOperations: [] };
  }
  const source = credit ? payee.splitCategoriesCredit : payee.splitCategoriesDebit;
  const template = source.map((part) => ({
    category: part.category.categoryId > 0 ? part.category.categoryId : null,
    tags: part.tags.map((tag) => tag.tagId),
    amount: part.amount,
    percentage: part.percentage,
  }));
  const amounts = partsFromTemplate(amount ?? 0, template).map((part) => part.amount);
  const splitOperations: PartValues[] = source.map((part, i) => ({
    category: part.category.categoryId,
    memo: '',
    amount: amounts[i] ?? 0,
    tags: part.tags.map(toChoice),
  }));
  return { amount, category, tags: [], splitOperations };
}

function validAmount(amount: Cents | null): Cents | null {
  return amount !== null && Number.isFinite(amount) && amount !== 0 ? amount : null;
}

type PayeeValues = Pick<
  OperationFormValues,
  'payee' | 'debitCredit' | 'amount' | 'category' | 'tags' | 'splitOperations'
>;

/** The form of an operation or of a planned operation, as far as choosing a payee goes. */
interface PayeeForm {
  getValues(): PayeeValues;
  setValue<K extends keyof PayeeValues>(
    name: K,
    value: PayeeValues[K],
    options: { shouldDirty: boolean },
  ): void;
}

/** Chooses the payee on the form and applies its defaults (a payee chosen or just created). */
export function choosePayee(form: PayeeForm, payee: PayeeDto) {
  const values = form.getValues();
  const side = Number(values.debitCredit) as Direction;
  const next = payeeDefaults(payee, side, values);
  const options = { shouldDirty: true };
  form.setValue('payee', payee.payeeId, options);
  form.setValue('amount', next.amount, options);
  form.setValue('category', next.category, options);
  form.setValue('tags', next.tags, options);
  form.setValue('splitOperations', next.splitOperations, options);
}
