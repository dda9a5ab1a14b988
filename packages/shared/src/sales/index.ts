export * from './sales.contract';
export * from './sales-report.contract';
