export * from './constants';
export * from './validation/values';
export * from './format/display';
export * from './accounts/phone';
export * from './accounts/password';
export * from './accounts/membership';
export * from './calculators/index';
export * from './calendar/index';
