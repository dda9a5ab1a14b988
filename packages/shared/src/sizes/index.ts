export * from './size-label';
