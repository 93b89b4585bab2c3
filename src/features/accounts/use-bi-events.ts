import { useEffect } from 'react';
import { BI_TOPIC, biEventSchema } from '../../../contract/realtime';
import { useInvalidateSynced } from '../../lib/invalidate-synced';
import { useAuth } from '../auth/use-auth';

/**
 * While someone is signed in, listens to /topic/bi: a message means the bank synchronisation
 * changed their accounts, so the accounts (read with the banks), their balances on the home
 * page and their operations are read again. The client loads only once someone signs in.
 */
export function useBiEvents(): void {
  const invalidateSynced = useInvalidateSynced();
  const userId = useAuth().user?.idUser;

  useEffect(() => {
    if (userId === undefined) return;
    let disconnect: (() => void) | undefined;
    let left = false;
    const refresh = (body: unknown) => {
      if (biEventSchema.safeParse(body).data?.userId !== userId) return;
      void invalidateSynced();
    };
    void import('../../lib/realtime').then(({ connectRealtime }) => {
      if (!left) disconnect = connectRealtime(BI_TOPIC, refresh);
    });
    return () => {
      left = true;
      disconnect?.();
    };
  }, [userId, invalidateSynced]);
}
