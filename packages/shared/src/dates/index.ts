export * from './msk';
export * from './periods';
