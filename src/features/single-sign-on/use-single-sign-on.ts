import { useQuery } from '@tanstack/react-query';
import { fetchSingleSignOn } from './single-sign-on-api';

/** The server's configuration does not change while the page is open. */
export const useSingleSignOn = () =>
  useQuery({ queryKey: ['single-sign-on'], queryFn: fetchSingleSignOn, staleTime: Infinity });
