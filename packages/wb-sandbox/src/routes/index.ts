/** Every WB method the sandbox serves (first match wins: more specific paths come first). */
import type { RouteDef } from '../http/route.ts';
import { ADVERT_ROUTES } from './advert.ts';
import { ANALYTICS_ROUTES } from './analytics.ts';
import { COMMON_ROUTES } from './common.ts';
import { CONTENT_ROUTES } from './content.ts';
import { COST_REPORT_ROUTES } from './cost-reports.ts';
import { DRAFT_ROUTES } from './drafts.ts';
import { FINANCE_ROUTES } from './finance.ts';
import { MARKETPLACE_ROUTES } from './marketplace.ts';
import { PRICES_ROUTES } from './prices.ts';
import { STATISTICS_ROUTES } from './statistics.ts';
import { SUPPLIES_ROUTES } from './supplies.ts';
import { TARIFF_ROUTES } from './tariffs.ts';

export const ALL_ROUTES: RouteDef[] = [
  ...COMMON_ROUTES,
  ...TARIFF_ROUTES,
  ...CONTENT_ROUTES,
  ...PRICES_ROUTES,
  ...MARKETPLACE_ROUTES,
  ...STATISTICS_ROUTES,
  ...ANALYTICS_ROUTES,
  ...COST_REPORT_ROUTES,
  ...FINANCE_ROUTES,
  ...SUPPLIES_ROUTES,
  ...DRAFT_ROUTES,
  ...ADVERT_ROUTES,
];
