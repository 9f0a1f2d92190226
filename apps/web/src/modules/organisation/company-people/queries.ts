import { useQuery } from '@tanstack/react-query';
import { listDepartments, listPeople, type PersonListQuery } from './api';

export const companyPeopleKeys = {
  all: ['organisation', 'people'] as const,
  list: (query: PersonListQuery) => [...companyPeopleKeys.all, 'list', query] as const,
  departments: () => [...companyPeopleKeys.all, 'departments'] as const,
};

export const usePeopleQuery = (query: PersonListQuery) => useQuery({ queryKey: companyPeopleKeys.list(query), queryFn: () => listPeople(query), placeholderData: (previous) => previous });

/** The organisation's department trees (person counts change with the people, hence the shared key prefix). */
export const useDepartmentsQuery = () => useQuery({ queryKey: companyPeopleKeys.departments(), queryFn: listDepartments });
