export * from './platform';
export * from './parties';
