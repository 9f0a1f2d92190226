import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SECRETARY_NS } from '../constants';
import { useCompaniesQuery, usePeopleQuery } from '../queries';

export type ListFilterValues = { company?: string; personId?: string; from?: string; to?: string };

/** Company, person and (for tasks) date filters of the lists. */
export const ListFilters = ({ value, onChange, withDates = false }: { value: ListFilterValues; onChange: (value: ListFilterValues) => void; withDates?: boolean }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const companies = useCompaniesQuery();
  const people = usePeopleQuery();
  const handleDates = (range: [Dayjs | null, Dayjs | null] | null) =>
    onChange({ ...value, from: range?.[0]?.format('YYYY-MM-DD') ?? undefined, to: range?.[1]?.format('YYYY-MM-DD') ?? undefined });
  return (
    <Space wrap>
      <Select
        style={{ minWidth: 240 }}
        allowClear
        placeholder={t('filters.company')}
        value={value.company}
        onChange={(company) => onChange({ ...value, company })}
        options={(companies.data?.list ?? []).map((entry) => ({ value: entry.stockCode ?? entry.companyNo ?? '', label: `${entry.stockCode ?? entry.companyNo} ${entry.name}` }))}
      />
      <Select
        style={{ minWidth: 180 }}
        allowClear
        placeholder={t('filters.person')}
        value={value.personId}
        onChange={(personId) => onChange({ ...value, personId })}
        options={(people.data?.list ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }))}
      />
      {withDates && <DatePicker.RangePicker format="YYYY-MM-DD" placeholder={[t('filters.dates'), '']} onChange={handleDates} />}
    </Space>
  );
};
