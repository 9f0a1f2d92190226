import { PerfectInfo } from '../../modules/account';
import { HOME_PATH } from '../../navigation';

/** /perfectInfo (spec §2, public): complete the profile in place; visitors are asked to sign in. */
export const PerfectInfoPage = () => <PerfectInfo homePath={HOME_PATH} />;
