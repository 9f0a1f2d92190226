import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from './ErrorNotice';
import { HOME_PATH } from '../navigation';

/**
 * Shown when a route fails to render or its code cannot be loaded (for
 * example after a new release replaced the chunks): offers a reload.
 */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <ErrorNotice
      title={t('errorBoundary.title')}
      description={status ? t('errorBoundary.status', { status }) : t('errorBoundary.description')}
      reloadLabel={t('errorBoundary.reload')}
      home={{ href: HOME_PATH, label: t('actions.backHome') }}
    />
  );
};
