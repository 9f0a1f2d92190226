import type { Locale as AntdLocale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ErrorNotice } from './ErrorNotice';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';

export type AppProps = { router: AppRouter; antdLocale: AntdLocale };

const CrashFallback = () => {
  const { t } = useTranslation();
  return <ErrorNotice title={t('errorBoundary.title')} description={t('errorBoundary.description')} reloadLabel={t('errorBoundary.reload')} />;
};

/** The whole app: providers around the router. */
export const App = ({ router, antdLocale }: AppProps) => (
  <AppErrorBoundary fallback={<CrashFallback />}>
    <AppProviders antdLocale={antdLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  </AppErrorBoundary>
);
