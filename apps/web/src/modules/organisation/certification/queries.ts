import { useQuery } from '@tanstack/react-query';
import { getCertificationDetail } from './api';

export const certificationKeys = {
  all: ['certification'] as const,
  detail: () => [...certificationKeys.all, 'detail'] as const,
  reviews: (page: number, status?: number) => [...certificationKeys.all, 'reviews', page, status ?? 0] as const,
};

export const useCertificationDetailQuery = (enabled = true) =>
  useQuery({ queryKey: certificationKeys.detail(), queryFn: getCertificationDetail, enabled });
