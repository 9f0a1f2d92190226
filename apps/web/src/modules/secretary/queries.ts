import type { ListMattersBody, ListTasksBody } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './api';

export const secretaryKeys = {
  all: ['secretary'] as const,
  templates: () => [...secretaryKeys.all, 'templates'] as const,
  companies: () => [...secretaryKeys.all, 'companies'] as const,
  people: () => [...secretaryKeys.all, 'people'] as const,
  home: (month?: string) => [...secretaryKeys.all, 'home', month ?? ''] as const,
  stats: (from?: string, to?: string) => [...secretaryKeys.all, 'stats', from ?? '', to ?? ''] as const,
  matters: (body: Partial<ListMattersBody>) => [...secretaryKeys.all, 'matters', body] as const,
  matter: (id: string) => [...secretaryKeys.all, 'matter', id] as const,
  tasks: (body: Partial<ListTasksBody>) => [...secretaryKeys.all, 'tasks', body] as const,
  calendar: () => [...secretaryKeys.all, 'calendar'] as const,
  certificates: () => [...secretaryKeys.all, 'certificates'] as const,
  certificate: (id: string) => [...secretaryKeys.all, 'certificate', id] as const,
};

export const useTemplatesQuery = () => useQuery({ queryKey: secretaryKeys.templates(), queryFn: api.listTemplates, staleTime: 60_000 });
export const useCompaniesQuery = () => useQuery({ queryKey: secretaryKeys.companies(), queryFn: api.listCompanies });
export const usePeopleQuery = () => useQuery({ queryKey: secretaryKeys.people(), queryFn: api.listPeople, staleTime: 60_000 });
export const useHomeQuery = (month?: string) => useQuery({ queryKey: secretaryKeys.home(month), queryFn: () => api.getHome(month) });
export const useStatsQuery = (from?: string, to?: string) => useQuery({ queryKey: secretaryKeys.stats(from, to), queryFn: () => api.getStats(from, to) });
export const useMattersQuery = (body: Partial<ListMattersBody>) => useQuery({ queryKey: secretaryKeys.matters(body), queryFn: () => api.listMatters(body) });
export const useMatterQuery = (id: string | null) => useQuery({ queryKey: secretaryKeys.matter(id ?? ''), queryFn: () => api.getMatter(id ?? ''), enabled: Boolean(id) });
export const useTasksQuery = (body: Partial<ListTasksBody>) => useQuery({ queryKey: secretaryKeys.tasks(body), queryFn: () => api.listTasks(body) });
export const useCalendarFeedQuery = () => useQuery({ queryKey: secretaryKeys.calendar(), queryFn: api.calendarStatus });
export const useCertificatesQuery = () => useQuery({ queryKey: secretaryKeys.certificates(), queryFn: api.listCertificates });
export const useCertificateQuery = (id: string | null) => useQuery({ queryKey: secretaryKeys.certificate(id ?? ''), queryFn: () => api.getCertificate(id ?? ''), enabled: Boolean(id) });

/** Any change refreshes every secretary list (the lists are small and all derive from the same tasks). */
export const useSecretaryMutation = <Args, Result>(mutationFn: (args: Args) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.all }) });
};
