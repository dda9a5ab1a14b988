export * from './orders.contract';
export * from './order-detail.contract';
