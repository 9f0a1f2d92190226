import { SIDEBAR_WIDTH } from '@app/domain';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaSidebar } from './sidebar/AreaSidebar';
import type { MenuArea } from '../../navigation';

export type SidebarDrawerProps = { area: MenuArea; open: boolean; onClose: () => void };

/** The sidebar as a drawer below the collapse breakpoint (989 px). */
export const SidebarDrawer = ({ area, open, onClose }: SidebarDrawerProps) => {
  const { t } = useTranslation();
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={SIDEBAR_WIDTH} title={t(`routes:area.${area}`)} styles={{ body: { padding: 0 } }}>
      <AreaSidebar key={area} area={area} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
};
