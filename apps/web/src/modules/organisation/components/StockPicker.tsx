import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { useStockSearchQuery } from '../queries';

export type StockPickerProps = { value?: string; onChange?: (value: string) => void; id?: string };

/** Searches listed companies by code or name (POST /common/listCompanyInfo) and picks a stock code. */
export const StockPicker = ({ value, onChange, id }: StockPickerProps) => {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const search = useStockSearchQuery(query);
  const options = (search.data ?? []).map((stock) => {
    const name = locale === 'en' ? stock.shortNameEn || stock.shortNameCn : stock.shortNameCn || stock.shortNameEn;
    return { value: stock.stockCode, label: `${stock.stockCode} ${name ?? ''}`.trim() };
  });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      value={value}
      onChange={onChange}
      options={value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options}
      placeholder={t('company.stockPlaceholder')}
      loading={search.isFetching}
      notFoundContent={query ? t('company.noStock') : t('company.typeToSearch')}
      data-testid="stock-picker"
    />
  );
};
