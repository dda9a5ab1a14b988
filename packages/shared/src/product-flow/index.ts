export * from './product-flow.contract';
