import {
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  ContactsOutlined,
  DownloadOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ReadOutlined,
  RiseOutlined,
  SearchOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { SidebarIcons } from './SidebarMenu';

/** Group icons of the disData sidebar (one module per area keeps other areas' icons out). */
export const disDataIcons: SidebarIcons = {
  notice: <NotificationOutlined />,
  comp: <BankOutlined />,
  issue: <RiseOutlined />,
  director: <IdcardOutlined />,
  prospectus: <FileSearchOutlined />,
  hkSearch: <SearchOutlined />,
  org: <BookOutlined />,
  ruleB: <AlertOutlined />,
  sup: <AuditOutlined />,
  ruleL: <ReadOutlined />,
  sta: <BarChartOutlined />,
  download: <DownloadOutlined />,
  contact: <ContactsOutlined />,
  acc: <SolutionOutlined />,
};
