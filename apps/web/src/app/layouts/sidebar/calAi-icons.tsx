import {
  CalendarOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  LineChartOutlined,
  PercentageOutlined,
  StockOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { SidebarIcons } from './SidebarMenu';

/** Group icons of the calAi sidebar (one module per area keeps other areas' icons out). */
export const calAiIcons: SidebarIcons = {
  scale: <PercentageOutlined />,
  meet: <TeamOutlined />,
  stock: <LineChartOutlined />,
  stockMinMax: <StockOutlined />,
  fiReDate: <FieldTimeOutlined />,
  calendar: <CalendarOutlined />,
  deadline: <FileDoneOutlined />,
};
