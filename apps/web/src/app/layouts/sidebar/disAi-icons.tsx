import {
  FolderOpenOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { SidebarIcons } from './SidebarMenu';

/** Group icons of the disAi sidebar (one module per area keeps other areas' icons out). */
export const disAiIcons: SidebarIcons = {
  index: <RobotOutlined />,
  item: <ScheduleOutlined />,
  file: <FolderOpenOutlined />,
  cert: <SafetyCertificateOutlined />,
};
