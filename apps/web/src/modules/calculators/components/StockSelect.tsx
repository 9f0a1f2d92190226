import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { searchStocks } from '../api';
import { useCalculatorText } from '../notes';

type StockSelectProps = { value?: string; onChange?: (value: string) => void; id?: string };

/** Picks a stock by code or name (POST /common/listCompanyInfo {queryName, limit}). */
export const StockSelect = ({ value, onChange, id }: StockSelectProps) => {
  const { t, language } = useCalculatorText();
  const [query, setQuery] = useState('');
  const search = useQuery({
    queryKey: ['calculators', 'stockSearch', query],
    queryFn: ({ signal }) => searchStocks(query, signal),
    enabled: query.trim() !== '',
    staleTime: 60_000,
  });
  const options = (search.data ?? []).map((stock) => {
    const name = language === 'en' ? stock.shortNameEn || stock.shortNameCn : stock.shortNameCn || stock.shortNameEn;
    return { value: stock.stockCode, label: `${stock.stockCode} ${name ?? ''}`.trim() };
  });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      value={value}
      onChange={onChange}
      options={value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options}
      placeholder={t('prices.stockPlaceholder')}
      loading={search.isFetching}
      notFoundContent={query ? t('prices.noStock') : t('prices.typeToSearch')}
      data-testid="stock-picker"
    />
  );
};
