// Every table of the application, for drizzle's query builder and drizzle-kit.
export * from '../modules/audit/audit.table';
export * from '../modules/auth/auth.table';
export * from '../modules/companies/companies.table';
export * from '../modules/idempotency/idempotency.table';
export * from '../modules/jobs/jobs.table';
export * from '../modules/mail/mail.table';
export * from '../modules/roles/roles.table';
export * from '../modules/settings/settings.table';
export * from '../modules/users/users.table';
export * from '../modules/organizations/organizations.table';
export * from '../modules/wb-accounts/wb-accounts.table';
export * from '../modules/wb-tokens/wb-tokens.table';
export * from '../modules/wb-cookies/wb-cookies.table';
export * from '../modules/api-proxies/api-proxies.table';
export * from '../modules/wb/wb-rate-buckets.table';
export * from '../modules/sync/sync.table';
export * from '../modules/sales/sales.table';
