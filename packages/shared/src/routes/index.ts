export * from './route-table';
export * from './route-access';
