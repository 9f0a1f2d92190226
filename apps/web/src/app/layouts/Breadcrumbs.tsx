import { HomeOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../modules/auth';
import { buildSidebarMenu } from './sidebar-menu';
import { HOME_PATH, areaOf, groupOf, type RouteMeta } from '../../navigation';

/** Home › area › group › page, from the route table (spec §2). */
export const Breadcrumbs = ({ meta }: { meta: RouteMeta }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const area = areaOf(location.pathname);
  const items: { key: string; content: ReactNode }[] = [
    {
      key: 'home',
      content: (
        <Link to={HOME_PATH} aria-label={t('nav.home')}>
          <HomeOutlined />
        </Link>
      ),
    },
  ];
  if (area) {
    const groups = buildSidebarMenu(area, session.access.roles);
    const first = groups[0]?.items[0];
    items.push({ key: 'area', content: first ? <Link to={first.path}>{t(`routes:area.${area}`)}</Link> : t(`routes:area.${area}`) });
    const group = groups.find((candidate) => candidate.key === groupOf(location.pathname));
    if (group && group.items.length > 1 && group.titleKey !== meta.titleKey && t(`routes:${group.titleKey}`) !== t(`routes:${meta.titleKey}`)) {
      items.push({ key: 'group', content: <Link to={group.items[0].path}>{t(`routes:${group.titleKey}`)}</Link> });
    }
  }
  items.push({ key: 'page', content: <span aria-current="page">{t(`routes:${meta.titleKey}`)}</span> });

  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={item.key} className="breadcrumbs__item">
            {index > 0 && <RightOutlined className="breadcrumbs__separator" aria-hidden />}
            {item.content}
          </li>
        ))}
      </ol>
    </nav>
  );
};
