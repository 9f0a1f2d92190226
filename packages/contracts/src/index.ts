export * from './errors';
export * from './common';
export * from './feedback';
export * from './health';
export * from './system';
