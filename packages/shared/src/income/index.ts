export * from './income-lines';
export * from './income-report.contract';
export * from './income-rows.contract';
export * from './income-weekly.contract';
