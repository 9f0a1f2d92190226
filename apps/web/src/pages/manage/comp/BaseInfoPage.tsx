import { useNavigate } from 'react-router';
import { CompanyBaseInfo } from '../../../modules/organisation';

/** After an account-type change the company is no longer a listed one (this page's role): the person page follows. */
const AFTER_TYPE_CHANGE_PATH = '/manage/person/info';

/** /manage/comp/baseInfo (role listed, admin): the company's details, certification state and account type. */
export const BaseInfoPage = () => {
  const navigate = useNavigate();
  return <CompanyBaseInfo onAccountTypeChanged={() => void navigate(AFTER_TYPE_CHANGE_PATH, { replace: true })} />;
};
