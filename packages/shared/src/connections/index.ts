export * from './wb-categories';
export * from './organizations.contract';
export * from './wb-accounts.contract';
export * from './wb-tokens.contract';
export * from './wb-cookies.contract';
export * from './api-proxies.contract';
export * from './sync.contract';
