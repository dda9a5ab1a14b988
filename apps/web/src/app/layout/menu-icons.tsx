import type { MenuGroup } from '@wb/shared/routes/route-table';
import AccountBalanceWalletOutlined from 'plain-icon:AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from 'plain-icon:AdminPanelSettingsOutlined';
import AssessmentOutlined from 'plain-icon:AssessmentOutlined';
import CalendarMonthOutlined from 'plain-icon:CalendarMonthOutlined';
import Inventory2Outlined from 'plain-icon:Inventory2Outlined';
import LocalShippingOutlined from 'plain-icon:LocalShippingOutlined';
import PriceChangeOutlined from 'plain-icon:PriceChangeOutlined';
import SettingsOutlined from 'plain-icon:SettingsOutlined';
import ShoppingCartOutlined from 'plain-icon:ShoppingCartOutlined';
import SpaceDashboardOutlined from 'plain-icon:SpaceDashboardOutlined';
import WarehouseOutlined from 'plain-icon:WarehouseOutlined';

/** The side menu's group icons (plain SVG: the menu paints before the component library). */
export const MENU_ICONS: Record<MenuGroup, typeof SettingsOutlined> = {
  home: SpaceDashboardOutlined,
  orders: ShoppingCartOutlined,
  products: Inventory2Outlined,
  warehouse: WarehouseOutlined,
  logistics: LocalShippingOutlined,
  supplies: CalendarMonthOutlined,
  reports: AssessmentOutlined,
  finances: AccountBalanceWalletOutlined,
  pricing: PriceChangeOutlined,
  settings: SettingsOutlined,
  admin: AdminPanelSettingsOutlined,
};
