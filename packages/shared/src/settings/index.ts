export * from './platform-settings';
export * from './settings.contract';
export * from './user-settings';
