import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfferingItem } from '@app/contracts';
import { COMPANIES_NS } from '../constants';

/** Marks a user-added new issue that staff have not approved (only its submitter sees it). */
export const ReviewStatusTag = ({ status }: { status: OfferingItem['reviewStatus'] | undefined }) => {
  const { t } = useTranslation(COMPANIES_NS);
  if (!status || status === 'approved') return null;
  return (
    <Tag color={status === 'pending' ? 'orange' : 'red'} data-testid={`review-status-${status}`}>
      {t(`offering.reviewStatus.${status}`)}
    </Tag>
  );
};
