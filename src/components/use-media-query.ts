import { useCallback, useSyncExternalStore } from 'react';

/** Below 600 px: phones (the top bar's breakpoint); dates show dd/MM/yy there (spec 000 §9). */
export const SMALL_SCREEN_QUERY = '(max-width: 599.98px)';

/** Whether a media query matches, kept up to date; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
