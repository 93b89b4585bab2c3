import { createContext, useContext } from 'react';

/**
 * Reads again what a bank synchronisation changed: the accounts, their balances, their
 * operations. Those queries belong to several areas that show the synchronisation's pieces, so
 * the areas that start or hear of a synchronisation may not import them: app/ provides this.
 */
export const InvalidateSyncedContext = createContext<() => Promise<unknown>>(() =>
  Promise.resolve(),
);

export const useInvalidateSynced = () => useContext(InvalidateSyncedContext);
