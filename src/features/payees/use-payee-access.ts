import { FunctionalityCode, functionality, hasAccess } from '../../../contract/access';
import { useAuth } from '../auth/use-auth';

/** What the payee screens offer: tags (TAG) and split templates (VENTILATED_OPERATION). */
export function usePayeeAccess() {
  const { user } = useAuth();
  return {
    tags: hasAccess(user, [functionality(FunctionalityCode.tag)]),
    split: hasAccess(user, [functionality(FunctionalityCode.ventilatedOperation)]),
  };
}
