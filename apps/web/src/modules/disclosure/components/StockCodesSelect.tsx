import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { useStockSearchQuery } from '../../organisation';
import { stockNameFor } from '../display';
import { DISCLOSURE_NS } from '../constants';

export type StockCodesSelectProps = { value?: string[]; onChange?: (value: string[]) => void; id?: string; maxCount?: number };

/**
 * Picks one or more stocks by code or name: the organisation module's stock
 * search (POST /common/listCompanyInfo) in a multiple select, so a search can
 * cover several issuers.
 */
export const StockCodesSelect = ({ value, onChange, id, maxCount }: StockCodesSelectProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const search = useStockSearchQuery(query);
  const options = (search.data ?? []).map((stock) => ({ value: stock.stockCode, label: `${stock.stockCode} ${stockNameFor(stock, locale)}`.trim() }));
  const selected = value ?? [];
  // keep the chosen codes visible even when they are not in the current suggestions
  const missing = selected.filter((code) => !options.some((option) => option.value === code)).map((code) => ({ value: code, label: code }));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      maxCount={maxCount}
      showSearch={{ filterOption: false, onSearch: setQuery }}
      value={selected}
      onChange={(codes: string[]) => {
        setQuery('');
        onChange?.(codes);
      }}
      options={[...missing, ...options]}
      placeholder={t('form.stockPlaceholder')}
      loading={search.isFetching}
      notFoundContent={query ? t('form.noStock') : t('form.typeToSearch')}
      data-testid="disclosure-stock-picker"
    />
  );
};
