import { Cascader, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { DISCLOSURE_NS } from '../constants';
import { useHeadlineCategoriesQuery } from '../queries';
import { buildCategoryOptions, categoryLabel } from './category-options';

export type CategoryCascaderProps = { value?: string[]; onChange?: (value: string[]) => void; id?: string };

/** Headline category: tier 1, optionally narrowed to a tier-2 category. */
export const CategoryCascader = ({ value, onChange, id }: CategoryCascaderProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const categories = useHeadlineCategoriesQuery(locale);
  return (
    <Cascader
      id={id}
      value={value}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      options={buildCategoryOptions(categories.data ?? [])}
      changeOnSelect
      allowClear
      showSearch={{ filter: (input, path) => path.some((option) => option.name.toLowerCase().includes(input.toLowerCase())) }}
      loading={categories.isLoading}
      placeholder={t('form.categoryPlaceholder')}
      data-testid="disclosure-category"
    />
  );
};

export type DocumentTypeSelectProps = { value?: string; onChange?: (value: string | undefined) => void; id?: string };

/** Document type, the classification HKEXnews used before the headline categories (1999-2007). */
export const DocumentTypeSelect = ({ value, onChange, id }: DocumentTypeSelectProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const categories = useHeadlineCategoriesQuery(locale);
  const options = (categories.data ?? []).filter((entry) => entry.level === 'doc').map((entry) => ({ value: entry.code, label: categoryLabel(entry), name: entry.name }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'name' }}
      loading={categories.isLoading}
      placeholder={t('form.docTypePlaceholder')}
    />
  );
};
