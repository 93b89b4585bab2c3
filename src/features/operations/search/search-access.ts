import {
  FunctionalityCode,
  ProfileName,
  functionality,
  hasAccess,
} from '../../../../contract/access';
import { EXPORT_ACCESS, ExportFormat } from '../../../../contract/operations-export';
import { useAuth } from '../../auth/use-auth';

/**
 * What the search offers. A simple profile (USER, spec 001 §6) searches by text only, in the
 * simplified view: filter mode and the view toggle answer with a warning instead.
 */
export function useSearchAccess() {
  const { user } = useAuth();
  const simpleProfile = user?.profile.name === ProfileName.user;
  return {
    simpleProfile,
    tags: hasAccess(user, [functionality(FunctionalityCode.tag)]),
    csv: hasAccess(user, EXPORT_ACCESS[ExportFormat.csv]),
  };
}
