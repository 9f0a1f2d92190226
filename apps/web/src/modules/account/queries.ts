import { useQuery } from '@tanstack/react-query';
import { getCertificationDetail, getMessageSwitches } from './api';

export const accountKeys = {
  all: ['account'] as const,
  certification: () => [...accountKeys.all, 'certification'] as const,
  messageSwitches: () => [...accountKeys.all, 'messageSwitches'] as const,
  certifications: (page: number, status?: number) => [...accountKeys.all, 'certifications', page, status ?? 0] as const,
};

export const useCertificationDetailQuery = (enabled = true) =>
  useQuery({ queryKey: accountKeys.certification(), queryFn: getCertificationDetail, enabled });

export const useMessageSwitchesQuery = () => useQuery({ queryKey: accountKeys.messageSwitches(), queryFn: getMessageSwitches });
