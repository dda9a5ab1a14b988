import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { QueryState } from '../../../components/feedback/query-state';
import { productQueries, type ProductKey } from '../api/product-queries';
import { GeneralTab } from '../components/general-tab';
import { ProductSummary } from '../components/product-summary';

// Every tab but the first loads when first opened (the chart library and the date picker are
// heavy; the page's first load stays within its budget).
const PricesTab = lazy(() => import('../components/prices-tab'));
const CostsTab = lazy(() => import('../components/costs-tab'));
const StocksTab = lazy(() => import('../components/stocks-tab'));
const SalesTab = lazy(() => import('../components/sales-tab'));
const UnitEconomicsTab = lazy(() => import('../components/unit-economics-tab'));

const PRODUCT_TABS = ['general', 'prices', 'costs', 'stocks', 'sales', 'economics'] as const;
type ProductTab = (typeof PRODUCT_TABS)[number];

const TAB_PANELS: Record<ProductTab, ComponentType<{ product: ProductKey }>> = {
  general: GeneralTab,
  prices: PricesTab,
  costs: CostsTab,
  stocks: StocksTab,
  sales: SalesTab,
  economics: UnitEconomicsTab,
};

const isTab = (value: string | null): value is ProductTab =>
  (PRODUCT_TABS as readonly string[]).includes(value ?? '');

/**
 * /products/:productId (the WB nmID): the card's tabs — general, prices, cost price versions,
 * stocks, sales by day and the unit economics calculator. The tab and, when the company has the
 * nmID in two WB accounts, the account live in the URL (?tab=…&account=…).
 */
export default function ProductPage() {
  const { t } = useTranslation('product');
  const { productId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: ProductTab = isTab(tabParam) ? tabParam : 'general';
  const account = search.get('account') ?? undefined;
  const key: ProductKey = { nmId: productId, ...(account ? { account } : {}) };
  const detail = useQuery({ ...productQueries.detail(key), enabled: productId !== '' });
  const status = isApiError(detail.error) ? detail.error.status : 0;

  const change = (name: 'tab' | 'account', value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const crumbs = (
    <Breadcrumbs aria-label={t('breadcrumbs')}>
      <Link component={RouterLink} to="/products" underline="hover" color="inherit">
        {t('backToList')}
      </Link>
      <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
        {detail.data?.title ?? t('heading', { nmId: productId })}
      </Typography>
    </Breadcrumbs>
  );

  if (productId === '' || status === 404 || status === 400) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 1280 }}>
        {crumbs}
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to="/products"
              startIcon={<ArrowBackIcon />}
              size="small"
            >
              {t('backToList')}
            </Button>
          }
        >
          {t('notFound')}
        </Alert>
      </Stack>
    );
  }

  const Panel = TAB_PANELS[tab];
  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }} sx={{ maxWidth: 1280, minWidth: 0 }}>
      {crumbs}
      <QueryState query={detail}>
        {(product) => (
          <>
            <ProductSummary
              product={product}
              onAccountChange={(id) =>
                change('account', id === product.accounts[0]?.id ? null : id)
              }
            />
            <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Tabs
                value={tab}
                onChange={(_e, value: ProductTab) =>
                  change('tab', value === 'general' ? null : value)
                }
                variant="scrollable"
                allowScrollButtonsMobile
                aria-label={t('tabs.label')}
              >
                {PRODUCT_TABS.map((name) => (
                  <Tab
                    key={name}
                    value={name}
                    label={t(`tabs.${name}`)}
                    id={`product-tab-${name}`}
                    aria-controls={`product-panel-${name}`}
                  />
                ))}
              </Tabs>
            </Box>
            <Box
              role="tabpanel"
              id={`product-panel-${tab}`}
              aria-labelledby={`product-tab-${tab}`}
              sx={{ minWidth: 0 }}
            >
              <Suspense fallback={<PageSpinner />}>
                <Panel key={`${tab}-${product.accountId}`} product={key} />
              </Suspense>
            </Box>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
