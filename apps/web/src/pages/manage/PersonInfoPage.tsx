import { useTranslation } from 'react-i18next';
import { PersonInfo } from '../../modules/account';
import { useSession } from '../../modules/auth';
import { PageSpinner } from '../../ui';

/** /manage/person/info: the signed-in user's profile, security, certification and membership. */
export const PersonInfoPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  return session.userInfo ? <PersonInfo userInfo={session.userInfo} /> : <PageSpinner label={t('loading')} />;
};
