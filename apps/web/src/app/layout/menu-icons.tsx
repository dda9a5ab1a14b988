import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { MenuGroup } from '@wb/shared/routes/route-table';
import type { ReactElement } from 'react';

export const MENU_ICONS: Record<MenuGroup, ReactElement> = {
  home: <SpaceDashboardOutlined />,
  orders: <ShoppingCartOutlined />,
  products: <Inventory2Outlined />,
  warehouse: <WarehouseOutlined />,
  logistics: <LocalShippingOutlined />,
  supplies: <CalendarMonthOutlined />,
  reports: <AssessmentOutlined />,
  finances: <AccountBalanceWalletOutlined />,
  pricing: <PriceChangeOutlined />,
  settings: <SettingsOutlined />,
  admin: <AdminPanelSettingsOutlined />,
};
