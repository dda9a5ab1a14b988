export * from './wb-stocks.contract';
