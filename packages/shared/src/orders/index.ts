export * from './orders.contract';
