/** Market calendars (HKEX and Shanghai/Shenzhen) and date arithmetic on 'YYYY-MM-DD' strings. */
export * from './dates';
export * from './market-calendar';
export * from './calendar-month';
export type { SessionEra } from './calendar-data-types';
export * from './trading-sessions';
export * from './holiday-feed';
