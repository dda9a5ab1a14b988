export * from './requisites';
