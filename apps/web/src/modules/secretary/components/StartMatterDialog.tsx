import type { MatterTemplateView, PreviewMatterResult, SecretaryChannel } from '@app/contracts';
import { Alert, Checkbox, DatePicker, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { SECRETARY_NS } from '../constants';
import { useCompaniesQuery, usePeopleQuery, useSecretaryMutation, useTemplatesQuery } from '../queries';
import { DeadlineDate, NotesCell, RuleCell, taskLabel, useShowWarnings } from './parts';

type Company = { companyKind: 'listed' | 'hk'; stockCode: string | null; companyNo: string | null; name: string; board: string; financialYearEnd: string | null; isDefault: boolean };
const companyKey = (company: Pick<Company, 'companyKind' | 'stockCode' | 'companyNo'>) => `${company.companyKind}:${company.stockCode ?? company.companyNo}`;

type FormValues = { company?: string; template?: string; name?: string; leadUserId?: string; channels: SecretaryChannel[] } & Record<string, Dayjs | null | undefined | string | string[]>;

const DATE_FORMAT = 'YYYY-MM-DD';

/** The most recent year end on or before today for a 'MM-DD' year end (FY2025 for 12-31 in 2026). */
const lastYearEnd = (monthDay: string | null): Dayjs | undefined => {
  if (!monthDay) return undefined;
  const today = dayjs();
  const candidate = dayjs(`${today.year()}-${monthDay}`);
  return candidate.isAfter(today) ? candidate.subtract(1, 'year') : candidate;
};

/** Starts a matter: company, template, its input dates; shows the suggested deadlines with their rules first. */
export const StartMatterDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const showWarnings = useShowWarnings();
  const [form] = Form.useForm<FormValues>();
  const companies = useCompaniesQuery();
  const templates = useTemplatesQuery();
  const people = usePeopleQuery();
  const [preview, setPreview] = useState<PreviewMatterResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const companyValue = Form.useWatch('company', form);
  const templateValue = Form.useWatch('template', form);
  const company = useMemo(() => companies.data?.list.find((entry) => companyKey(entry) === companyValue), [companies.data, companyValue]);
  const template: MatterTemplateView | undefined = templates.data?.list.find((entry) => entry.code === templateValue);
  const localName = (names: { en: string; zhHK: string; zhCN: string }) => (locale === 'en' ? names.en : locale === 'zh-CN' ? names.zhCN : names.zhHK);

  const usable = (templates.data?.list ?? []).filter((entry) => entry.audience === 'private' || company?.board !== 'private');
  const groups = (['listedRecurring', 'listedEvent', 'private'] as const)
    .map((category) => ({ label: t(`category.${category}`), options: usable.filter((entry) => entry.category === category).map((entry) => ({ value: entry.code, label: localName(entry.names) })) }))
    .filter((group) => group.options.length > 0);

  const bodyOf = (values: FormValues) => {
    const chosen = companies.data?.list.find((entry) => companyKey(entry) === values.company);
    const inputs = Object.fromEntries((template?.inputs ?? []).flatMap((input) => {
      const value = values[input.key] as Dayjs | null | undefined;
      return value ? [[input.key, value.format(DATE_FORMAT)]] : [];
    }));
    return {
      companyKind: chosen?.companyKind ?? 'listed',
      stockCode: chosen?.stockCode ?? undefined,
      companyNo: chosen?.companyNo ?? undefined,
      inputs,
    };
  };

  const describe = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

  const handlePreview = async () => {
    const values = await form.validateFields();
    if (!values.template) return;
    setProblem(null);
    try {
      setPreview(await api.previewMatter({ ...bodyOf(values), templateCode: values.template }));
    } catch (error) {
      setPreview(null);
      setProblem(describe(error));
    }
  };

  const create = useSecretaryMutation(api.createMatter);
  const handleCreate = async () => {
    const values = await form.validateFields();
    setProblem(null);
    try {
      const result = await create.mutateAsync({
        ...bodyOf(values),
        templateCode: values.template || undefined,
        name: values.name || undefined,
        leadUserId: values.leadUserId || undefined,
        channels: values.channels ?? [],
      });
      notify.toast('success', t('start.created'));
      showWarnings(result.warnings);
      onClose();
      form.resetFields();
      setPreview(null);
      navigate(`/disAi/item/fileEdit?id=${result.id}`);
    } catch (error) {
      setProblem(describe(error));
    }
  };

  const handleCompanyChange = (key: string) => {
    const chosen = companies.data?.list.find((entry) => companyKey(entry) === key);
    const yearEnd = lastYearEnd(chosen?.financialYearEnd ?? null);
    if (yearEnd) form.setFieldValue('financialYearEnd', yearEnd);
    setPreview(null);
  };

  return (
    <Modal open={open} title={t('start.title')} onCancel={onClose} width={1100} okText={t('start.create')} onOk={handleCreate} confirmLoading={create.isPending} destroyOnHidden>
      <Form<FormValues> form={form} layout="vertical" initialValues={{ channels: ['email'] }} onValuesChange={() => setProblem(null)}>
        {companies.data && companies.data.list.length === 0 && <Alert type="info" showIcon title={t('start.noCompanies')} style={{ marginBottom: 12 }} />}
        <Space wrap align="start" size="large">
          <Form.Item name="company" label={t('start.company')} rules={[{ required: true, message: t('start.companyPlaceholder') }]} style={{ minWidth: 320 }}>
            <Select
              placeholder={t('start.companyPlaceholder')}
              loading={companies.isLoading}
              onChange={handleCompanyChange}
              data-testid="start-company"
              options={(companies.data?.list ?? []).map((entry) => ({ value: companyKey(entry), label: `${entry.stockCode ?? entry.companyNo} ${entry.name} · ${t(`board.${entry.board}`)}` }))}
            />
          </Form.Item>
          <Form.Item name="template" label={t('start.template')} style={{ minWidth: 360 }}>
            <Select placeholder={t('start.templatePlaceholder')} options={groups} allowClear onChange={() => setPreview(null)} data-testid="start-template" />
          </Form.Item>
        </Space>
        {!templateValue && (
          <Form.Item name="name" label={t('start.name')} rules={[{ required: true, message: t('start.name') }]}>
            <Input maxLength={200} />
          </Form.Item>
        )}
        {template && (
          <Space wrap align="start">
            {template.inputs.map((input) => (
              <Form.Item
                key={input.key}
                name={input.key}
                label={t(`inputs.${input.key}`)}
                rules={input.required ? [{ required: true, message: t(`inputs.${input.key}`) }] : []}
                extra={input.key === 'financialYearEnd' ? t('start.fyeHint') : undefined}
              >
                <DatePicker format={DATE_FORMAT} data-testid={`input-${input.key}`} onChange={() => setPreview(null)} />
              </Form.Item>
            ))}
          </Space>
        )}
        <Space wrap align="start" size="large">
          <Form.Item name="leadUserId" label={t('start.lead')} style={{ minWidth: 240 }}>
            <Select allowClear options={(people.data?.list ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }))} data-testid="start-lead" />
          </Form.Item>
          <Form.Item name="channels" label={t('start.channels')} extra={t('matter.channelsHint')}>
            <Checkbox.Group options={(['email', 'sms', 'wechat'] as const).map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))} />
          </Form.Item>
        </Space>
        {company && <Typography.Paragraph type="secondary">{t('start.board', { board: t(`board.${company.board}`) })}</Typography.Paragraph>}
        {templateValue && (
          <Typography.Link onClick={handlePreview} data-testid="start-preview">
            {t('start.preview')}
          </Typography.Link>
        )}
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} data-testid="start-problem" />}
        {preview && (
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="code"
            pagination={false}
            scroll={{ y: 360 }}
            title={() => t('start.previewTitle')}
            dataSource={preview.tasks}
            data-testid="start-preview-table"
            columns={[
              { title: t('table.task'), render: (_, task) => taskLabel(task, locale) },
              { title: t('table.statutory'), render: (_, task) => <DeadlineDate date={task.statutoryDate} time={task.dueTime} />, width: 130 },
              { title: t('table.internal'), dataIndex: 'internalDate', width: 120 },
              { title: t('table.rule'), render: (_, task) => <RuleCell rule={task.rule} confidence={task.confidence} kind={task.kind} />, width: 260 },
              { title: t('table.notes'), render: (_, task) => <NotesCell notes={task.notes} /> },
            ]}
          />
        )}
      </Form>
    </Modal>
  );
};
