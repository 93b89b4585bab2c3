/** Query keys of the settings area (/parameters). */
export const settingsKeys = {
  all: ['settings'] as const,
  details: () => [...settingsKeys.all, 'details'] as const,
  preferences: () => [...settingsKeys.all, 'preferences'] as const,
  currencies: () => [...settingsKeys.all, 'currencies'] as const,
  accounts: () => [...settingsKeys.all, 'accounts'] as const,
};
