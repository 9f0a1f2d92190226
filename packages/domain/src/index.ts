export * from './constants';
export * from './validation/values';
export * from './format/display';
