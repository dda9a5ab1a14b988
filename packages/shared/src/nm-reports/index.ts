export * from './leftovers.contract';
export * from './sales-nm-id.contract';
