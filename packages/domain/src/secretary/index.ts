/** The compliance secretary's pure rules: matter templates as data, deadline arithmetic, reminder days. */
export * from './template-types';
export * from './registry-periods';
export * from './catalogue';
export * from './deadlines';
export * from './reminders';
