import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_NS } from '../constants';
import { PlainSpace } from '../../../ui';

/**
 * The search panel's Search (the form's submit) and Reset buttons: the same in the first paint's look-alike
 * (SearchPanelPreview) and in the real form (SearchForm) that replaces it.
 */
export const SearchActions = ({ onReset }: { onReset: () => void }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  return (
    <PlainSpace>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="disclosure-search-submit">
        {t('form.search')}
      </Button>
      <Button onClick={onReset}>{t('form.reset')}</Button>
    </PlainSpace>
  );
};
