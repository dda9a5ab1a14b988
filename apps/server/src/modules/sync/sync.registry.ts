import { WB_DATASETS } from '@wb/shared';
import { adSpendDataset } from '../advert/ad-spend.datasets';
import { costsDatasets } from '../costs/costs.datasets';
import { financeDatasets } from '../finance/finance.datasets';
import { orderFeedDataset } from '../orders/order-feed.datasets';
import { ordersDataset } from '../orders/orders.datasets';
import { cardsDataset, pricesDataset } from '../products/products.datasets';
import { salesDataset } from '../sales/sales.datasets';
import { stocksDataset } from '../wb-stocks/wb-stocks.datasets';
import { sellerWarehousesDataset } from '../wb-stocks/warehouses.datasets';
import { subjectsDataset } from '../subjects/subjects.datasets';
import { suppliesDataset } from '../supplies/supplies.datasets';
import { tagsDataset } from '../tags/tags.datasets';
import { acceptanceDataset } from '../tariffs/acceptance.datasets';
import { tariffsDataset } from '../tariffs/tariffs.datasets';
import type { SyncDataset } from './dataset';

/** The datasets the engine syncs; each is defined by the module that owns its tables. */
const DATASETS: readonly SyncDataset[] = [
  cardsDataset,
  subjectsDataset,
  tagsDataset,
  pricesDataset,
  ordersDataset,
  salesDataset,
  orderFeedDataset,
  stocksDataset,
  sellerWarehousesDataset,
  ...financeDatasets,
  ...costsDatasets,
  suppliesDataset,
  tariffsDataset,
  acceptanceDataset,
  adSpendDataset,
];

/** Every dataset of WB_DATASETS, in its order; one without a sync fails at start. */
export const SYNC_DATASETS: readonly SyncDataset[] = WB_DATASETS.map(({ key }) => {
  const dataset = DATASETS.find((d) => d.key === key);
  if (!dataset) throw new Error(`No sync for dataset ${key}`);
  return dataset;
});

export const datasetOf = (key: string) => SYNC_DATASETS.find((d) => d.key === key);
