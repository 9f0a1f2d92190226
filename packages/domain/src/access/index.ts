export * from './codes';
export * from './membership';
export * from './rule';
