import type { ReportType } from '@app/domain';
import { useLocation } from 'react-router';
import { ReportingDeadlinesCalculator, SavedDeadlinesList } from '../../modules/calculators';

const BY_SEGMENT: Readonly<Record<string, ReportType>> = { year: 'annual', yearMiddle: 'interim', quarter: 'quarterly' };

/** /calAi/fiReDate/{year,yearMiddle,quarter}. */
export const ReportingDeadlinesPage = () => {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const reportType = BY_SEGMENT[segment] ?? 'annual';
  return (
    <>
      <ReportingDeadlinesCalculator key={reportType} reportType={reportType} />
      <SavedDeadlinesList />
    </>
  );
};
