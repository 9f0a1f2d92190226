import {
  FileAddOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
} from '@ant-design/icons';
import type { SidebarIcons } from './SidebarMenu';

/** Group icons of the docAi sidebar (one module per area keeps other areas' icons out). */
export const docAiIcons: SidebarIcons = {
  create: <FileAddOutlined />,
  head: <FileTextOutlined />,
  file: <FolderOpenOutlined />,
};
