import { useQuery } from '@tanstack/react-query';
import { listPeople, type PersonListQuery } from './api';

export const companyPeopleKeys = {
  all: ['companyPeople'] as const,
  list: (query: PersonListQuery) => [...companyPeopleKeys.all, 'list', query] as const,
};

export const usePeopleQuery = (query: PersonListQuery) => useQuery({ queryKey: companyPeopleKeys.list(query), queryFn: () => listPeople(query), placeholderData: (previous) => previous });
