import { createContext, useContext, type ReactNode } from 'react';

export interface NewAccountFormProps {
  /** The new account's number, when known beforehand (a bank file's statement). */
  number?: string | undefined;
  /** Its currency code (EUR…), else the person's currency. */
  currency?: string | null | undefined;
  onSaved?: ((accountId: number) => void) | undefined;
  onClose: () => void;
}

/**
 * Renders the form that adds an account, for the areas that offer it without being the accounts area
 * (the import review, for a statement that fits no account): app/ provides it, so that those
 * areas and the accounts area, which opens the import, do not import each other.
 */
export const NewAccountFormContext = createContext<
  ((props: NewAccountFormProps) => ReactNode) | null
>(null);

export const useNewAccountForm = () => useContext(NewAccountFormContext);
