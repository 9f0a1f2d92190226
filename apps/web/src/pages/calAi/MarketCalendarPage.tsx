import { MarketCalendar } from '../../modules/calculators';

/** /calAi/calendar: market calendar month view. */
export const MarketCalendarPage = () => <MarketCalendar />;
