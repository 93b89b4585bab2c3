import { useQuery } from '@tanstack/react-query';
import { fetchPhoneCodes } from './phone-api';

/** Query keys of the phone area. */
export const phoneKeys = {
  all: ['phone'] as const,
  codes: () => [...phoneKeys.all, 'codes'] as const,
};

export function usePhoneCodes() {
  return useQuery({ queryKey: phoneKeys.codes(), queryFn: fetchPhoneCodes, staleTime: Infinity });
}
