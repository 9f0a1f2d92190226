import { CompanyMarketFilters } from '@app/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANIES_NS } from '../constants';

type DirectoryList = {
  formKey: string;
  filters: Partial<Record<'keyword' | 'market', string>>;
  applyFilters: (filters: Partial<Record<'keyword' | 'market', string | undefined>>) => void;
  reset: () => void;
};

/** Keyword and market (Hong Kong or A shares) filters of the accounting-firm and contact directories. */
export const DirectoryFilters = ({ list, keywordPlaceholder }: { list: DirectoryList; keywordPlaceholder: string }) => {
  const { t } = useTranslation(COMPANIES_NS);
  return (
    <Form key={list.formKey} layout="vertical" className="companies-filters" initialValues={list.filters} onFinish={(values) => list.applyFilters(values)}>
      <div className="companies-filters__row">
        <Form.Item name="keyword" label={t('filters.keyword')} className="companies-filters__keyword">
          <Input allowClear placeholder={keywordPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item name="market" label={t('filters.market')}>
          <Select allowClear placeholder={t('filters.allMarkets')} options={CompanyMarketFilters.map((market) => ({ value: market, label: t(`markets.${market}`) }))} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <div className="companies-filters__actions">
            <Button type="primary" htmlType="submit">
              {t('filters.search')}
            </Button>
            <Button onClick={list.reset}>{t('filters.reset')}</Button>
          </div>
        </Form.Item>
      </div>
    </Form>
  );
};
