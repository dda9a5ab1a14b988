export * from './auth.contract';
export * from './auth.schemas';
