import { ToolOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { StatusPanel } from '../../ui';
import { HOME_PATH, areaOf, useRouteMeta } from '../../navigation';

/**
 * The one page for every route whose feature is not built yet. It names the
 * feature and says so plainly; it never shows sample data.
 */
export const NotAvailablePage = () => {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const location = useLocation();
  const feature = meta ? t(`routes:${meta.titleKey}`) : t('notAvailable.thisFeature');
  const area = areaOf(location.pathname);

  return (
    <StatusPanel
      className="not-available"
      icon={<ToolOutlined />}
      title={t('notAvailable.title', { feature })}
      description={
        <>
          {area && <span className="not-available__area">{t('notAvailable.area', { area: t(`routes:area.${area}`) })}</span>}
          <span>{t('notAvailable.description')}</span>
        </>
      }
      actions={
        <>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH))}>{t('actions.back')}</Button>
          <Link to={HOME_PATH}>
            <Button type="primary">{t('actions.backHome')}</Button>
          </Link>
        </>
      }
    />
  );
};
