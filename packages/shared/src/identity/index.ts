export * from './admin.contract';
export * from './companies.contract';
export * from './identity.schemas';
export * from './me.contract';
export * from './profile.contract';
export * from './roles.contract';
export * from './system-roles';
export * from './users.contract';
