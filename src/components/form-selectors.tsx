import type { ComponentProps } from 'react';
import { AccountSelector, type AccountChoice } from './account-selector';
import { CategorySelector } from './category-selector';
import { useControlledField, type Controlled } from './form-inputs';
import { PayeeSelector } from './payee-selector';
import { TagPicker, type TagChoice } from './tag-picker';

export function FormAccountSelector({
  name,
  ...props
}: Controlled<ComponentProps<typeof AccountSelector>>) {
  return <AccountSelector {...props} {...useControlledField<AccountChoice | null>(name)} />;
}

export function FormCategorySelector({
  name,
  ...props
}: Controlled<ComponentProps<typeof CategorySelector>>) {
  return <CategorySelector {...props} {...useControlledField<number | null>(name)} />;
}

export function FormPayeeSelector({
  name,
  ...props
}: Controlled<ComponentProps<typeof PayeeSelector>>) {
  return <PayeeSelector {...props} {...useControlledField<number | null>(name)} />;
}

export function FormTagPicker({ name, ...props }: Controlled<ComponentProps<typeof TagPicker>>) {
  return <TagPicker {...props} {...useControlledField<TagChoice[]>(name)} />;
}
