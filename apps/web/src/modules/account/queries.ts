import { useQuery } from '@tanstack/react-query';
import { getMessageSwitches } from './api';

export const accountKeys = {
  all: ['account'] as const,
  messageSwitches: () => [...accountKeys.all, 'messageSwitches'] as const,
};

export const useMessageSwitchesQuery = () => useQuery({ queryKey: accountKeys.messageSwitches(), queryFn: getMessageSwitches });
