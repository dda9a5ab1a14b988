// Token
export * from './token/categories';
export * from './token/decode';
// JSON, money, field schemas
export * from './json/parse';
export * from './money/money';
export * from './schema/fields';
export * from './schema/money-fields';
// Limiter
export * from './limiter/limits';
export * from './limiter/limiter';
export * from './limiter/memory';
export * from './limiter/postgres';
export * from './limiter/schema.sql';
// Transport
export * from './http/errors';
export * from './http/backoff';
export * from './http/metrics';
export * from './http/fetch';
export * from './http/transport';
// Clients
export * from './clients/base';
export * from './clients/common';
export * from './clients/content';
export * from './clients/prices';
export * from './clients/marketplace';
export * from './clients/statistics';
export * from './clients/analytics';
export * from './clients/cost-reports.schemas';
export * from './clients/finance';
export * from './clients/finance.schemas';
export * from './clients/supplies';
export * from './clients/advert';
// Pagination helpers
export * from './iterators/raw';
export * from './iterators/content';
export * from './iterators/reports';
export * from './iterators/report-tasks';
export * from './iterators/offset';
// Configuration and factory
export * from './config';
export * from './factory';
