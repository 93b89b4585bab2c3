import { BankSyncSection } from '../features/bi/use-bi-ui';
import { ParametersPage } from '../features/settings/parameters-page';

/** The parameters screen, with the bank synchronisation's section, which settings may not import. */
export default function ParametersScreen() {
  return <ParametersPage bankSync={<BankSyncSection />} />;
}
