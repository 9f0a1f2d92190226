import { DatePresets, IssuingBodies, SearchLimits } from '@app/contracts';
import { Form, Radio, Select, Tag, Tooltip } from 'antd';
// AntD's Input itself: `Input` of 'antd' always brings Password, Search, OTP and TextArea along (issue 19)
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n';
import { DISCLOSURE_NS } from '../constants';
import { SearchActions } from './SearchActions';
import { checkKeywords, KEYWORD_MESSAGE_KEYS } from '../keyword-rules';
import { fromFormValues, type SearchFormValues } from '../search-form';
import { CategoryCascader, DocumentTypeSelect } from './CategoryFields';
import { CompanyVipFilters } from './CompanyVipFilters';
import { LazyRangePicker } from './LazyRangePicker';
import type { SearchState } from '../search-state';
import type { SearchPanelProps } from './SearchPanel';
import { StockCodesSelect } from './StockCodesSelect';
import { PlainCard } from '../../../ui';

export type SearchFormProps = SearchPanelProps & {
  /** The URL's state, or what was chosen in the look-alike before this form loaded. */
  initialValues: SearchFormValues;
  /** The panel's box (SearchPanel repeats there what was started in the look-alike). */
  cardRef?: Ref<HTMLDivElement>;
};

/** The custom range's days of a state read from the URL (the look-alike's values have none: toFormValues). */
const rangeOf = (state: SearchState): SearchFormValues['range'] =>
  state.startDate || state.endDate ? [state.startDate ? dayjs(state.startDate) : null, state.endDate ? dayjs(state.endDate) : null] : null;

/**
 * The search form of every disclosure list: keyword with match all / any and
 * title / full text, the screen's filters, a date preset or custom range and
 * the sort order. The keyword is checked as it is typed with the server's rule.
 * Loaded on first use of the panel (SearchPanel).
 */
export const SearchForm = ({ state, features, historyStart, fullTextLimit, canUseVipFilters = false, initialValues, cardRef, onSearch, onReset }: SearchFormProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const [form] = Form.useForm<SearchFormValues>();
  const keyword = Form.useWatch('keyword', form) ?? initialValues.keyword;
  const dateChoice = Form.useWatch('dateChoice', form);
  const hasKeyword = keyword.trim() !== '';
  const firstDay = dayjs(historyStart);

  const handleFinish = (values: SearchFormValues) => onSearch(fromFormValues(values, state));
  // a keyword typed in the look-alike (SearchPanel) is checked as if it had been typed here
  useEffect(() => {
    if (initialValues.keyword !== state.keyword) form.validateFields(['keyword']).catch(() => undefined);
  }, [form, initialValues.keyword, state.keyword]);
  const isDisabledDate = (day: Dayjs) => day.isBefore(firstDay, 'day') || day.isAfter(dayjs(), 'day');

  return (
    <PlainCard ref={cardRef} className="disclosure-search" size="small">
      <Form<SearchFormValues> form={form} layout="vertical" initialValues={{ ...initialValues, range: rangeOf(state) }} onFinish={handleFinish} aria-label={t('form.label')}>
        <div className="disclosure-search__row">
          <Form.Item
            name="keyword"
            label={t('form.keyword')}
            tooltip={t('form.keywordHint')}
            className="disclosure-search__keyword"
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const problem = checkKeywords(value ?? '');
                  if (!problem) return;
                  // the server's messages are not on the first page: they load with the first rejected keyword
                  await loadNamespaces(['errors']);
                  throw new Error(t(KEYWORD_MESSAGE_KEYS[problem]));
                },
              },
            ]}
          >
            <Input allowClear placeholder={t('form.keywordPlaceholder')} maxLength={SearchLimits.keywordMax + 10} data-testid="disclosure-keyword" />
          </Form.Item>
          <Form.Item name="matchMode" label={t('form.matchMode')}>
            <Radio.Group disabled={!hasKeyword} options={(['all', 'any'] as const).map((value) => ({ value, label: t(`form.match.${value}`) }))} />
          </Form.Item>
          <Form.Item name="scope" label={t('form.scope')}>
            <Radio.Group disabled={!hasKeyword}>
              <Radio value="title">{t('form.scopes.title')}</Radio>
              <Radio value="full">
                {t('form.scopes.full')}
                {fullTextLimit !== undefined && (
                  <Tooltip title={t('form.fullTextQuotaHint', { limit: fullTextLimit })}>
                    <Tag color="gold" className="disclosure-search__quota-tag" data-testid="full-text-quota-tag">
                      {t('form.fullTextQuota', { limit: fullTextLimit })}
                    </Tag>
                  </Tooltip>
                )}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </div>
        <div className="disclosure-search__row">
          {features.stocks && (
            <Form.Item name="stockCodes" label={t('form.stocks')} className="disclosure-search__wide">
              <StockCodesSelect maxCount={SearchLimits.stockCodesMax} />
            </Form.Item>
          )}
          {features.categories && (
            <>
              <Form.Item name="category" label={t('form.category')} className="disclosure-search__wide">
                <CategoryCascader />
              </Form.Item>
              <Form.Item name="docType" label={t('form.docType')} tooltip={t('form.docTypeHint')}>
                <DocumentTypeSelect />
              </Form.Item>
            </>
          )}
          {features.issuingBody && (
            <Form.Item name="issuingBody" label={t('form.issuingBody')}>
              <Select allowClear placeholder={t('form.any')} options={IssuingBodies.map((body) => ({ value: body, label: t(`issuingBodies.${body}`) }))} />
            </Form.Item>
          )}
          {features.validity && (
            <Form.Item name="validity" label={t('form.validity')}>
              <Select allowClear placeholder={t('form.any')} options={[1, 2, 3].map((value) => ({ value, label: t(`validity.${value}`) }))} />
            </Form.Item>
          )}
          {features.sourceType && (
            <Form.Item name="sourceType" label={t('form.sourceType')}>
              <Select allowClear placeholder={t('form.any')} options={[1, 0].map((value) => ({ value, label: t(`sourceTypes.${value}`) }))} />
            </Form.Item>
          )}
          <Form.Item name="dateChoice" label={t('form.date')}>
            <Select
              className="disclosure-search__date-choice"
              options={[
                { value: 'all', label: t('form.dates.all') },
                ...DatePresets.map((preset) => ({ value: preset, label: t(`form.dates.${preset}`) })),
                { value: 'custom', label: t('form.dates.custom') },
              ]}
              data-testid="disclosure-date-choice"
            />
          </Form.Item>
          {dateChoice === 'custom' && (
            <Form.Item name="range" label={t('form.customRange')} rules={[{ required: true, message: t('form.customRangeRequired') }]}>
              <LazyRangePicker allowEmpty={[true, true]} disabledDate={isDisabledDate} />
            </Form.Item>
          )}
          <Form.Item name="sortBy" label={t('form.sortBy')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'time', label: t('form.sort.time') },
                { value: 'relevance', label: t('form.sort.relevance'), disabled: !hasKeyword },
              ]}
            />
          </Form.Item>
          <Form.Item label=" " className="disclosure-search__actions">
            <SearchActions onReset={onReset} />
          </Form.Item>
        </div>
        {/* the issuer filters narrow the stocks searched, so they come with the stock picker */}
        {features.stocks && <CompanyVipFilters canUse={canUseVipFilters} />}
      </Form>
    </PlainCard>
  );
};
