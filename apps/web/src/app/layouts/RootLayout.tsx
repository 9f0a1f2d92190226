import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { DialogHost } from '../dialogs/DialogHost';
import { SessionWatcher } from '../guard/SessionWatcher';
import { CookieNotice } from './CookieNotice';
import { useRouteMeta } from '../../navigation';

/** Spec §2: page title = translated route title - brand. */
const useDocumentTitle = () => {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const brand = t('brand.name');
  const title = meta ? t('documentTitle', { page: t(`routes:${meta.titleKey}`), brand }) : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/** A thin bar while a lazy page loads. */
const NavigationProgress = () => {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className="navigation-progress" role="progressbar" aria-busy="true" />;
};

/** Root of every route: session watch, title, progress bar, dialogs, cookie notice. */
export const RootLayout = () => {
  useDocumentTitle();
  return (
    <>
      <SessionWatcher />
      <NavigationProgress />
      <Outlet />
      <DialogHost />
      <CookieNotice />
    </>
  );
};
