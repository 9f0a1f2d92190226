import type { HeadlineCategory } from '@app/contracts';
import { Cascader, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { DISCLOSURE_NS } from '../constants';
import { useHeadlineCategoriesQuery } from '../queries';
import { GuessedCategoryTag } from './DocumentTags';

/** `name` is the plain name the search matches; `label` adds the tag of a guessed category. */
type CascaderOption = { value: string; label: ReactNode; name: string; children?: CascaderOption[] };

/** A category's label: its name, tagged while it is a guess of our reference tree. */
const labelOf = (entry: HeadlineCategory): ReactNode =>
  entry.isGuessed ? (
    <>
      {entry.name} <GuessedCategoryTag />
    </>
  ) : (
    entry.name
  );

/**
 * Tier 1 → tier 2 options. Tier-2 groups only order the list (HKEXnews shows
 * them as headings); a group cannot be searched by itself, so it is not a level here.
 */
export const buildCategoryOptions = (categories: readonly HeadlineCategory[]): CascaderOption[] => {
  const groupOrder = new Map(categories.filter((entry) => entry.level === 't2g').map((entry, index) => [entry.code, index]));
  return categories
    .filter((entry) => entry.level === 't1')
    .map((tierOne) => {
      const children = categories
        .filter((entry) => entry.level === 't2' && entry.t1Code === tierOne.code)
        .map((entry, index) => ({ entry, index }))
        .sort((a, b) => (groupOrder.get(a.entry.groupCode ?? '') ?? 0) - (groupOrder.get(b.entry.groupCode ?? '') ?? 0) || a.index - b.index)
        .map(({ entry }) => ({ value: entry.code, label: labelOf(entry), name: entry.name }));
      return { value: tierOne.code, label: labelOf(tierOne), name: tierOne.name, ...(children.length ? { children } : {}) };
    });
};

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
  const options = (categories.data ?? []).filter((entry) => entry.level === 'doc').map((entry) => ({ value: entry.code, label: labelOf(entry), name: entry.name }));
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
