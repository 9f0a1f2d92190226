import {
  ApartmentOutlined,
  ClusterOutlined,
  CrownOutlined,
  MessageOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { SidebarIcons } from './SidebarMenu';

/** Group icons of the manage sidebar (one module per area keeps other areas' icons out). */
export const manageIcons: SidebarIcons = {
  person: <UserOutlined />,
  comp: <ApartmentOutlined />,
  serveCom: <ClusterOutlined />,
  sCart: <ShoppingCartOutlined />,
  order: <ProfileOutlined />,
  vip: <CrownOutlined />,
  sys: <MessageOutlined />,
};
