export * from './sync-admin.contract';
