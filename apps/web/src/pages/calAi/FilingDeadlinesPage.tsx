import { useLocation } from 'react-router';
import { BookClosureChainCalculator, MonthlyReturnCalculator, NextDayDisclosureCalculator, PollResultsCalculator, SavedDeadlinesList } from '../../modules/calculators';

const BY_SEGMENT = {
  nddr: NextDayDisclosureCalculator,
  monthlyReturn: MonthlyReturnCalculator,
  pollResults: PollResultsCalculator,
  bookClosure: BookClosureChainCalculator,
} as const;

/** /calAi/deadline/{nddr, monthlyReturn, pollResults} and /calAi/meet/bookClosure: the secretary's filing deadlines. */
export const FilingDeadlinesPage = () => {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const Calculator = BY_SEGMENT[segment as keyof typeof BY_SEGMENT] ?? NextDayDisclosureCalculator;
  return (
    <>
      <Calculator key={segment} />
      <SavedDeadlinesList />
    </>
  );
};
