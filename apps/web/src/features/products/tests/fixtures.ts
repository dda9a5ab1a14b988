import type { CostVersion } from '@wb/shared/product-costs/cost';
import type { ProductCosts } from '@wb/shared/product-costs/product-costs.contract';
import type {
  ProductDetail,
  ProductPrices,
  ProductSales,
  ProductStocks,
  UnitEconomicsData,
} from '@wb/shared/products/product.contract';

export const ACCOUNT = '11111111-1111-4111-8111-111111111111';

export const detail: ProductDetail = {
  nmId: 111,
  imtId: 5555,
  accountId: ACCOUNT,
  account: 'Основной кабинет',
  accounts: [{ id: ACCOUNT, name: 'Основной кабинет' }],
  title: 'Платье летнее',
  brand: 'Ромашка',
  vendorCode: 'ART-111',
  description: 'Лёгкое платье',
  subjectId: 105,
  subjectName: 'Платья',
  category: { id: '22222222-2222-4222-8222-222222222222', name: 'Летняя коллекция' },
  dimensions: {
    length: '20.00',
    width: '15.00',
    height: '10.50',
    weight: '0.450',
    volumeLitres: '3.15',
    isValid: false,
  },
  sizes: [
    { chrtId: '1001', techSize: 'S', wbSize: '42', barcodes: ['2000000000011'] },
    { chrtId: '1002', techSize: 'M', wbSize: '44', barcodes: ['2000000000028', '2000000000035'] },
  ],
  characteristics: [
    { id: 1, name: 'Цвет', value: 'красный, синий' },
    { id: 2, name: 'Плотность', value: '180' },
  ],
  photos: [{ full: 'https://b/big/1.webp', thumb: 'https://b/small/1.webp' }],
  wbCreatedAt: '2026-01-10T08:00:00.000Z',
  wbUpdatedAt: '2026-03-02T10:00:00.000Z',
  inTrash: false,
  wbUrl: 'https://www.wildberries.ru/catalog/111/detail.aspx',
};

export const prices: ProductPrices = {
  current: [
    {
      chrtId: '1001',
      techSize: 'S',
      price: '2000.00',
      discount: '25.0000',
      clubDiscount: '3.0000',
      discountedPrice: '1500.00',
      clubDiscountedPrice: '1455.00',
      currency: 'RUB',
    },
  ],
  history: [
    {
      chrtId: '1001',
      techSize: 'S',
      price: '1800.00',
      discount: '10.0000',
      changedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  historyTruncated: false,
};

export const version: CostVersion = {
  id: '33333333-3333-4333-8333-333333333333',
  nmId: 111,
  chrtId: '1002',
  validFrom: '2026-02-01',
  unitCost: '40.10',
  currency: 'CNY',
  unitCostRub: '501.25',
  comment: 'партия из Китая',
  createdAt: '2026-02-01T10:00:00.000Z',
};

export const costs: ProductCosts = {
  versions: [
    version,
    {
      ...version,
      id: '44444444-4444-4444-8444-444444444444',
      chrtId: null,
      validFrom: '2026-01-15',
      unitCost: '500.00',
      currency: 'RUB',
      unitCostRub: '500.00',
      comment: null,
    },
  ],
  current: {
    product: {
      unitCost: '500.00',
      currency: 'RUB',
      validFrom: '2026-01-15',
      unitCostRub: '500.00',
    },
    sizes: [
      {
        chrtId: '1001',
        techSize: 'S',
        cost: {
          unitCost: '500.00',
          currency: 'RUB',
          validFrom: '2026-01-15',
          unitCostRub: '500.00',
        },
      },
      {
        chrtId: '1002',
        techSize: 'M',
        cost: {
          unitCost: '40.10',
          currency: 'CNY',
          validFrom: '2026-02-01',
          unitCostRub: '501.25',
        },
      },
    ],
  },
};

export const stocks: ProductStocks = {
  rows: [
    {
      source: 'wb',
      warehouseId: -999999,
      warehouseName: 'Склад WB',
      hidden: true,
      chrtId: '1002',
      techSize: 'M',
      quantity: 7,
      inWayToClient: 2,
      inWayFromClient: 1,
      takenAt: '2026-03-03T09:00:00.000Z',
    },
    {
      source: 'seller',
      warehouseId: 42,
      warehouseName: 'Мой склад',
      hidden: false,
      chrtId: '1001',
      techSize: 'S',
      quantity: 2,
      inWayToClient: null,
      inWayFromClient: null,
      takenAt: '2026-03-03T09:00:00.000Z',
    },
  ],
  totals: { quantity: 9, inWayToClient: 2, inWayFromClient: 1 },
  own: [
    {
      warehouseId: '66666666-6666-4666-8666-666666666666',
      warehouseName: 'Основной склад',
      warehouseType: 'own',
      chrtId: '1001',
      techSize: 'S',
      onHand: 12,
      reserved: 2,
      available: 10,
      value: '4200.50',
    },
  ],
};

const zeroDay = {
  ordersCount: 0,
  ordersSum: '0.00',
  cancelCount: 0,
  buyoutsCount: 0,
  buyoutsSum: '0.00',
  returnsCount: 0,
  returnsSum: '0.00',
  revenue: '0.00',
  forPaySum: '0.00',
};

export const sales: ProductSales = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    {
      day: '2026-03-01',
      ...zeroDay,
      ordersCount: 4,
      ordersSum: '6000.00',
      buyoutsCount: 3,
      buyoutsSum: '4500.00',
      returnsCount: 1,
      returnsSum: '1500.00',
      revenue: '3000.00',
      forPaySum: '2000.00',
    },
    { day: '2026-03-02', ...zeroDay },
  ],
  totals: {
    ...zeroDay,
    ordersCount: 4,
    ordersSum: '6000.00',
    buyoutsCount: 3,
    buyoutsSum: '4500.00',
    returnsCount: 1,
    returnsSum: '1500.00',
    revenue: '3000.00',
    forPaySum: '2000.00',
  },
};

export const unitEconomics: UnitEconomicsData = {
  sizes: [
    {
      chrtId: '1001',
      techSize: 'S',
      price: '2000.00',
      discount: '25.0000',
      discountedPrice: '1500.00',
      cost: { unitCost: '500.00', currency: 'RUB', validFrom: '2026-01-15', unitCostRub: '500.00' },
    },
    {
      chrtId: '1002',
      techSize: 'M',
      price: '2200.00',
      discount: '25.0000',
      discountedPrice: '1650.00',
      cost: { unitCost: '40.10', currency: 'CNY', validFrom: '2026-02-01', unitCostRub: '501.25' },
    },
  ],
  productCost: {
    unitCost: '500.00',
    currency: 'RUB',
    validFrom: '2026-01-15',
    unitCostRub: '500.00',
  },
  volumeLitres: '3.15',
  commission: {
    subjectId: 105,
    subjectName: 'Платья',
    validFrom: '2026-02-20',
    fbw: '25.5000',
    fbs: '27.0000',
    dbs: null,
    edbs: null,
    pickup: null,
    booking: null,
  },
  boxTariffs: [
    {
      warehouseName: 'Казань',
      geoName: 'Приволжский',
      validFrom: '2026-02-25',
      deliveryBase: '50',
      deliveryLiter: '15',
      mpDeliveryBase: '60',
      mpDeliveryLiter: '18',
      storageBase: '0.08',
      storageLiter: '0.08',
      next: null,
    },
    {
      warehouseName: 'Коледино',
      geoName: 'Центральный',
      validFrom: '2026-02-25',
      deliveryBase: '46',
      deliveryLiter: '14',
      mpDeliveryBase: '60',
      mpDeliveryLiter: '18',
      storageBase: '0.07',
      storageLiter: '0.07',
      // A change WB has announced: the calculator keeps today's tariff and notes this one.
      next: {
        validFrom: '2026-03-10',
        deliveryBase: '48.3',
        deliveryLiter: '14.7',
        mpDeliveryBase: '63',
        mpDeliveryLiter: '18.9',
        storageBase: '0.09',
        storageLiter: '0.08',
      },
    },
  ],
  suggestedWarehouse: 'Коледино',
  buyout: { days: 30, orders: 11, buyouts: 6, returned: 2, cancelled: 2, percent: '60.00' },
  acquiring: { days: 90, percent: null },
  tax: { organization: 'ООО «Ромашка»', taxSystem: 'usnIncome', taxRate: '6.0000' },
};
