import { useSearchParams } from 'react-router';
import { ServiceCompanyManager, type ServiceCompanyKind } from '../../../modules/organisation';

/** Spec §2: `?tab=2` opens the non-listed companies. */
const NON_LISTED_TAB = '2';

/** /manage/serveCom/set (role isServeCom): the user's listed and non-listed client companies. */
export const ServiceCompanySetPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind: ServiceCompanyKind = searchParams.get('tab') === NON_LISTED_TAB ? 'icris' : 'listed';
  return <ServiceCompanyManager kind={kind} onKindChange={(next) => setSearchParams(next === 'icris' ? { tab: NON_LISTED_TAB } : {}, { replace: true })} />;
};
