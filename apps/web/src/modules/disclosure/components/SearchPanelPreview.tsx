import { CrownOutlined } from '@ant-design/icons';
import { SearchLimits } from '@app/contracts';
import { Button } from 'antd';
// AntD's Input itself: `Input` of 'antd' always brings Password, Search, OTP and TextArea along (issue 19)
import Input from 'antd/es/input/Input';
import { Fragment, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { PlainForm, PlainFormItem, PlainRadioGroup, PlainSelect, PlainTag, PlainText } from '../../../ui';
import { vipDialog } from '../../commerce';
import { COMPANIES_NS, VipLabel } from '../../companies';
import { DISCLOSURE_NS } from '../constants';
import { SearchActions } from './SearchActions';
import { useHeadlineCategoriesQuery } from '../queries';
import type { SearchFormValues } from '../search-form';
import { buildCategoryOptions, categoryLabel } from './category-options';
import type { SearchPanelProps } from './SearchPanel';

export type SearchPanelPreviewProps = Omit<SearchPanelProps, 'state' | 'onSearch' | 'historyStart'> & {
  values: SearchFormValues;
  /** The keyword and the radio choices change here; everything else waits for the real form. */
  onValuesChange: (values: SearchFormValues) => void;
  onSubmit: () => void;
};

/** The category cascader's look-alike: the path as AntD's Cascader shows it ("tier 1 / tier 2"; codes until the names are there). */
const CategoryLookAlike = ({ path }: { path: readonly string[] }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const categories = useHeadlineCategoriesQuery(useLocale());
  const tierOne = buildCategoryOptions(categories.data ?? []).find((option) => option.value === path[0]);
  const labels = path.map((code, index) => (index === 0 ? tierOne : tierOne?.children?.find((child) => child.value === code))?.label ?? code);
  const label = labels.every((entry) => typeof entry === 'string') ? labels.join(' / ') : labels.flatMap((entry, index) => [...(index === 0 ? [] : [' / ']), <Fragment key={index}>{entry}</Fragment>]);
  return (
    <PlainSelect
      id="category"
      cascader
      allowClear
      showSearch
      loading={categories.isLoading}
      valueLabel={path.length ? label : undefined}
      placeholder={t('form.categoryPlaceholder')}
      data-testid="disclosure-category"
    />
  );
};

/** The document type select's look-alike: the type's name (its code until the names are there). */
const DocumentTypeLookAlike = ({ code }: { code: string | undefined }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const categories = useHeadlineCategoriesQuery(useLocale());
  const entry = (categories.data ?? []).find((category) => category.level === 'doc' && category.code === code);
  const label = code === undefined ? undefined : entry ? categoryLabel(entry) : code;
  return <PlainSelect id="docType" allowClear showSearch loading={categories.isLoading} valueLabel={label} placeholder={t('form.docTypePlaceholder')} />;
};

/**
 * The search panel as the real form (SearchForm) first draws it, with AntD's styles but none of its
 * form, select, cascader and radio components (issue 19: the first page need not load them).
 * The keyword, match, scope and sort choices work here; SearchPanel swaps in the real form on the first
 * pointer, focus or key in the panel and carries them over. Keep the markup in step with SearchForm.
 */
export const SearchPanelPreview = ({ values, features, fullTextLimit, canUseVipFilters = false, onValuesChange, onSubmit, onReset }: SearchPanelPreviewProps) => {
  // The companies strings name a chosen VIP filter only: loaded then, not with every first page (issue 19).
  const hasVipChoice = values.industry !== undefined || values.securitiesType !== undefined || values.placeOfIncorporation !== undefined;
  const { t, ready } = useTranslation(hasVipChoice ? [DISCLOSURE_NS, COMPANIES_NS] : [DISCLOSURE_NS]);
  const hasKeyword = values.keyword.trim() !== '';
  const set = (change: Partial<SearchFormValues>) => onValuesChange({ ...values, ...change });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const optional = <Value,>(value: Value | undefined, label: (value: Value) => string) => (value === undefined ? undefined : label(value));
  const vipField = (name: 'industry' | 'securitiesType' | 'placeOfIncorporation', group: string) => {
    const value = values[name];
    const select = (
      <PlainSelect
        id={name}
        allowClear
        disabled={!canUseVipFilters}
        placeholder={t('form.any')}
        valueLabel={ready ? optional(value, (chosen) => t(`${COMPANIES_NS}:${group}.${chosen}`)) : undefined}
        data-testid={`disclosure-${name}`}
      />
    );
    return (
      <PlainFormItem htmlFor={name} label={<VipLabel>{t(`form.vipFilters.${name}`)}</VipLabel>}>
        {canUseVipFilters ? select : <span className="disclosure-search__locked">{select}</span>}
      </PlainFormItem>
    );
  };

  return (
    <PlainForm aria-label={t('form.label')} onSubmit={handleSubmit}>
      <div className="disclosure-search__row">
        <PlainFormItem label={t('form.keyword')} htmlFor="keyword" hasTooltip className="disclosure-search__keyword">
          <Input
            id="keyword"
            allowClear
            placeholder={t('form.keywordPlaceholder')}
            maxLength={SearchLimits.keywordMax + 10}
            value={values.keyword}
            onChange={(event) => set({ keyword: event.target.value })}
            data-testid="disclosure-keyword"
          />
        </PlainFormItem>
        <PlainFormItem label={t('form.matchMode')} htmlFor="matchMode">
          <PlainRadioGroup
            name="matchMode"
            disabled={!hasKeyword}
            value={values.matchMode}
            onChange={(matchMode) => set({ matchMode })}
            options={(['all', 'any'] as const).map((value) => ({ value, label: t(`form.match.${value}`) }))}
          />
        </PlainFormItem>
        <PlainFormItem label={t('form.scope')} htmlFor="scope">
          <PlainRadioGroup
            name="scope"
            disabled={!hasKeyword}
            value={values.scope}
            onChange={(scope) => set({ scope })}
            options={[
              { value: 'title', label: t('form.scopes.title') },
              {
                value: 'full',
                label: (
                  <>
                    {t('form.scopes.full')}
                    {fullTextLimit !== undefined && (
                      <PlainTag color="gold" className="disclosure-search__quota-tag" data-testid="full-text-quota-tag">
                        {t('form.fullTextQuota', { limit: fullTextLimit })}
                      </PlainTag>
                    )}
                  </>
                ),
              },
            ]}
          />
        </PlainFormItem>
      </div>
      <div className="disclosure-search__row">
        {features.stocks && (
          <PlainFormItem label={t('form.stocks')} htmlFor="stockCodes" className="disclosure-search__wide">
            <PlainSelect id="stockCodes" multiple allowClear showSearch valueLabels={values.stockCodes} placeholder={t('form.stockPlaceholder')} data-testid="disclosure-stock-picker" />
          </PlainFormItem>
        )}
        {features.categories && (
          <>
            <PlainFormItem label={t('form.category')} htmlFor="category" className="disclosure-search__wide">
              <CategoryLookAlike path={values.category} />
            </PlainFormItem>
            <PlainFormItem label={t('form.docType')} htmlFor="docType" hasTooltip>
              <DocumentTypeLookAlike code={values.docType} />
            </PlainFormItem>
          </>
        )}
        {features.issuingBody && (
          <PlainFormItem label={t('form.issuingBody')} htmlFor="issuingBody">
            <PlainSelect id="issuingBody" allowClear placeholder={t('form.any')} valueLabel={optional(values.issuingBody, (body) => t(`issuingBodies.${body}`))} />
          </PlainFormItem>
        )}
        {features.validity && (
          <PlainFormItem label={t('form.validity')} htmlFor="validity">
            <PlainSelect id="validity" allowClear placeholder={t('form.any')} valueLabel={optional(values.validity, (validity) => t(`validity.${validity}`))} />
          </PlainFormItem>
        )}
        {features.sourceType && (
          <PlainFormItem label={t('form.sourceType')} htmlFor="sourceType">
            <PlainSelect id="sourceType" allowClear placeholder={t('form.any')} valueLabel={optional(values.sourceType, (source) => t(`sourceTypes.${source}`))} />
          </PlainFormItem>
        )}
        <PlainFormItem label={t('form.date')} htmlFor="dateChoice">
          <PlainSelect id="dateChoice" className="disclosure-search__date-choice" valueLabel={t(`form.dates.${values.dateChoice}`)} data-testid="disclosure-date-choice" />
        </PlainFormItem>
        <PlainFormItem label={t('form.sortBy')} htmlFor="sortBy">
          <PlainRadioGroup
            name="sortBy"
            buttons
            value={values.sortBy}
            onChange={(sortBy) => set({ sortBy })}
            options={[
              { value: 'time', label: t('form.sort.time') },
              { value: 'relevance', label: t('form.sort.relevance'), disabled: !hasKeyword },
            ]}
          />
        </PlainFormItem>
        <PlainFormItem label=" " className="disclosure-search__actions">
          <SearchActions onReset={onReset} />
        </PlainFormItem>
      </div>
      {features.stocks && (
        <div className="disclosure-search__vip" data-testid="disclosure-vip-filters">
          <PlainText strong className="disclosure-search__vip-title">
            {t('form.vipFilters.title')}
          </PlainText>
          <div className="disclosure-search__row">
            {vipField('industry', 'industries')}
            {vipField('securitiesType', 'securitiesTypes')}
            {vipField('placeOfIncorporation', 'places')}
            {!canUseVipFilters && (
              <PlainFormItem label=" ">
                <Button icon={<CrownOutlined />} onClick={() => vipDialog.open('vip')} data-testid="disclosure-open-vip">
                  {t('form.vipFilters.openVip')}
                </Button>
              </PlainFormItem>
            )}
          </div>
        </div>
      )}
    </PlainForm>
  );
};
