/** Query keys of the terms-of-use area. */
export const termsKeys = {
  all: ['terms'] as const,
  current: (language: string) => [...termsKeys.all, 'current', language] as const,
};
