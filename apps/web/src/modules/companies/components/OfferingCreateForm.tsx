import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { AdviserRoles, CompanyLimits, HongKongBoards, LISTING_STATE_VALUES, ListingStates, OfferingCreateBodySchema, OfferingCurrencies, OfferingTypes, listingStateName } from '@app/contracts';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { COMPANIES_NS } from '../constants';
import { offeringPath } from '../display';
import { useAddOfferingMutation } from '../queries';
import type { OfferingCreateParams } from '../api';
import '../companies.css';

const DATE_FIELDS = ['applicationDate', 'hearingDate', 'prospectusDate', 'listingDate'] as const;
const TEXT_FIELDS = [
  'nameEn',
  'nameZh',
  'stockCode',
  'offerPriceLow',
  'offerPriceHigh',
  'offerPrice',
  'sharesOffered',
  'proceeds',
  'greenshoeShares',
  'publicSubscriptionMultiple',
  'placingSubscriptionMultiple',
] as const;

type FormValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>> &
  Partial<Record<(typeof DATE_FIELDS)[number], Dayjs | null>> & {
    board?: string;
    offeringType?: string;
    listingState?: number;
    currency?: string;
    sponsors?: string;
    advisers?: { role?: string; name?: string }[];
  };

/** The form values as the call's form fields: dates as YYYY-MM-DD, sponsors one per line, advisers as JSON. */
export const toOfferingBody = (values: FormValues): Record<string, string> => {
  const body: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field]?.trim();
    if (value) body[field] = value;
  }
  for (const field of DATE_FIELDS) {
    const value = values[field];
    if (value) body[field] = value.format('YYYY-MM-DD');
  }
  for (const field of ['board', 'offeringType', 'currency'] as const) if (values[field]) body[field] = values[field]!;
  if (values.listingState !== undefined) body.listingState = String(values.listingState);
  if (values.sponsors?.trim()) body.sponsors = values.sponsors.trim();
  const advisers = (values.advisers ?? []).filter((adviser) => adviser.role || adviser.name?.trim()).map((adviser) => ({ role: adviser.role ?? '', name: adviser.name?.trim() ?? '' }));
  if (advisers.length) body.advisers = JSON.stringify(advisers);
  return body;
};

/** A field path of the call ('advisers.0.role') as the form's name path. */
const namePathOf = (path: string): (string | number)[] => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The /disData/issue/create form: a new issue with its listing state, dates,
 * terms and parties. It checks the input with the call's own schema first,
 * so the messages are the server's; the server checks again on submit.
 */
export const OfferingCreateForm = () => {
  const { t } = useTranslation([COMPANIES_NS, 'errors']);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const mutation = useAddOfferingMutation();
  const [formProblem, setFormProblem] = useState<string>();
  const listingState = Form.useWatch('listingState', form);

  const message = (key: string, path: string) => {
    const field = path.split('.')[0]!;
    const messageKey = key.startsWith('validation.') ? key : 'validation.invalidValue';
    return t(`errors:${messageKey}`, { field: t(`errors:fields.${field}`, { defaultValue: field }), max: CompanyLimits.nameMax, min: 1 });
  };

  const handleFinish = async (values: FormValues) => {
    setFormProblem(undefined);
    const body = toOfferingBody(values);
    const checked = OfferingCreateBodySchema.safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((issue) => ({ name: issue.path.map((part) => (typeof part === 'number' ? part : String(part))) as never, errors: [message(issue.message, issue.path.join('.'))] })));
      return;
    }
    try {
      // The body passed the call's own schema above.
      const created = await mutation.mutateAsync(body as OfferingCreateParams);
      notify.toast('success', t('create.saved'));
      void navigate(offeringPath(created.id));
    } catch (error) {
      // field problems go beside their fields; anything else was shown by the API client
      if (error instanceof ApiError && Array.isArray((error.resultData as { details?: unknown })?.details)) {
        const details = (error.resultData as { details: { path: string; message: string }[] }).details;
        form.setFields(details.map((detail) => ({ name: namePathOf(detail.path) as never, errors: [detail.message] })));
        setFormProblem(error.resultMsg);
      }
    }
  };

  const needs = (field: (typeof DATE_FIELDS)[number]) => {
    const byState: Partial<Record<number, readonly string[]>> = {
      [ListingStates.applying]: ['applicationDate'],
      [ListingStates.postHearing]: ['applicationDate', 'hearingDate'],
      [ListingStates.offered]: ['prospectusDate'],
      [ListingStates.listed]: ['listingDate'],
      [ListingStates.returned]: ['applicationDate'],
      [ListingStates.lapsed]: ['applicationDate'],
      [ListingStates.processing]: ['applicationDate'],
    };
    return listingState !== undefined && (byState[listingState] ?? []).includes(field);
  };

  return (
    <Card title={t('create.title')} className="companies-detail">
      <Alert type="info" showIcon title={t('create.intro')} style={{ marginBottom: 16 }} />
      {formProblem && <Alert type="error" showIcon title={formProblem} style={{ marginBottom: 16 }} />}
      <Form<FormValues> form={form} layout="vertical" initialValues={{ board: 'main', offeringType: 'ipo', currency: 'HKD', advisers: [] }} onFinish={handleFinish} data-testid="offering-form">
        <Space wrap size={16} align="start">
          <Form.Item name="nameEn" label={t('errors:fields.nameEn')} style={{ minWidth: 320 }}>
            <Input maxLength={CompanyLimits.nameMax} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('errors:fields.nameZh')} style={{ minWidth: 320 }}>
            <Input maxLength={CompanyLimits.nameMax} />
          </Form.Item>
          <Form.Item name="stockCode" label={t('errors:fields.stockCode')} extra={t('create.stockCodeHint')}>
            <Input maxLength={5} placeholder="02977" />
          </Form.Item>
        </Space>
        <Space wrap size={16} align="start">
          <Form.Item name="board" label={t('errors:fields.board')} required>
            <Radio.Group optionType="button" options={HongKongBoards.map((value) => ({ value, label: t(`boards.${value}`) }))} />
          </Form.Item>
          <Form.Item name="offeringType" label={t('errors:fields.offeringType')} required>
            <Select style={{ minWidth: 200 }} options={OfferingTypes.map((value) => ({ value, label: t(`offeringTypes.${value}`) }))} />
          </Form.Item>
          <Form.Item name="listingState" label={t('errors:fields.listingState')} required rules={[{ required: true, message: t('errors:validation.companies.listingState') }]}>
            <Select
              style={{ minWidth: 220 }}
              placeholder={t('create.choose')}
              options={LISTING_STATE_VALUES.filter((value) => value !== ListingStates.delisted).map((value) => ({ value, label: t(`listingStates.${listingStateName(value)}`) }))}
              data-testid="listing-state-select"
            />
          </Form.Item>
        </Space>
        <Space wrap size={16} align="start">
          {DATE_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`errors:fields.${field}`)} required={needs(field)}>
              <DatePicker format="YYYY-MM-DD" />
            </Form.Item>
          ))}
        </Space>
        <Space wrap size={16} align="start">
          <Form.Item name="currency" label={t('errors:fields.currency')}>
            <Select style={{ minWidth: 100 }} options={OfferingCurrencies.map((value) => ({ value, label: value }))} />
          </Form.Item>
          {(['offerPriceLow', 'offerPriceHigh', 'offerPrice'] as const).map((field) => (
            <Form.Item key={field} name={field} label={t(`errors:fields.${field}`)} required={field === 'offerPrice' && listingState === ListingStates.listed}>
              <Input inputMode="decimal" placeholder="0.00" />
            </Form.Item>
          ))}
        </Space>
        <Space wrap size={16} align="start">
          {(['sharesOffered', 'proceeds', 'greenshoeShares', 'publicSubscriptionMultiple', 'placingSubscriptionMultiple'] as const).map((field) => (
            <Form.Item key={field} name={field} label={t(`errors:fields.${field}`)} extra={field === 'greenshoeShares' ? t('create.greenshoeHint') : undefined}>
              <Input inputMode="decimal" />
            </Form.Item>
          ))}
        </Space>
        <Form.Item name="sponsors" label={t('errors:fields.sponsors')} extra={t('create.sponsorsHint')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label={t('errors:fields.advisers')}>
          <Form.List name="advisers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'role']} style={{ minWidth: 220 }}>
                      <Select placeholder={t('create.adviserRole')} options={AdviserRoles.map((value) => ({ value, label: t(`adviserRoles.${value}`) }))} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'name']} style={{ minWidth: 320 }}>
                      <Input placeholder={t('create.adviserName')} maxLength={CompanyLimits.partyNameMax} />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('create.removeAdviser')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= CompanyLimits.advisersMax}>
                  {t('create.addAdviser')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="offering-submit">
            {t('create.submit')}
          </Button>
          <Button onClick={() => void navigate('/disData/issue/list')}>{t('create.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};
