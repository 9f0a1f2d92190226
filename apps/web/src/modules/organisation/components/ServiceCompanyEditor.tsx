import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, List, Radio, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { addListedServiceCompany, deleteServiceCompany, setDefaultServiceCompany } from '../api';
import { organisationKeys, useServiceCompaniesQuery } from '../queries';
import { StockPicker } from './StockPicker';

type AddValues = { stockCode: string; job: string };

/**
 * Listed client companies (profile tab 2, mandatory setup): the list with the
 * default radio, an add form and "save". Exactly one is default; the first
 * added becomes default when none is (spec §5). "Save" right after "Add" waits
 * for that add instead of answering "add one first", and "Save" with a
 * filled-in but not yet added company adds it first.
 */
export const ServiceCompanyEditor = ({ onSaved, saveLabel }: { onSaved: () => void; saveLabel: string }) => {
  const { t } = useTranslation(['account', 'errors']);
  const queryClient = useQueryClient();
  const list = useServiceCompaniesQuery('listed', 1, 1000);
  const [form] = Form.useForm<AddValues>();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const companies = list.data?.list ?? [];
  const defaultId = chosen ?? companies.find((company) => company.status === 1)?.id ?? companies[0]?.id;

  const refresh = () => queryClient.invalidateQueries({ queryKey: organisationKeys.all });

  // the add in flight (from its click, before validation): "save" waits for it, a second click joins it
  const adding = useRef<Promise<string | undefined> | null>(null);
  const submitAdd = (): Promise<string | undefined> => {
    adding.current ??= (async () => {
      let values: AddValues;
      try {
        values = await form.validateFields();
      } catch {
        return undefined; // the form shows what is missing
      }
      setBusy(true);
      try {
        const id = await addListedServiceCompany({ stockCode: values.stockCode, job: values.job, status: companies.length === 0 ? 1 : 2 });
        form.resetFields();
        await refresh();
        return id;
      } catch {
        return undefined; // the display policy showed the message
      } finally {
        setBusy(false);
      }
    })().finally(() => {
      adding.current = null;
    });
    return adding.current;
  };

  const onDelete = async (id: string) => {
    try {
      await deleteServiceCompany('listed', id);
      if (chosen === id) setChosen(undefined);
      await refresh();
    } catch {
      // shown by the display policy
    }
  };

  const onSave = async () => {
    const pending = adding.current ?? (!defaultId && form.getFieldValue('stockCode') ? submitAdd() : null);
    const added = pending ? await pending : undefined;
    const target = defaultId ?? added;
    if (!target) {
      notify.toast('warning', t('account:company.addFirst'));
      return;
    }
    setBusy(true);
    try {
      await setDefaultServiceCompany('listed', target);
      await refresh();
      onSaved();
    } catch {
      // shown by the display policy
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="service-company-editor">
      <Radio.Group value={defaultId} onChange={(event) => setChosen(event.target.value as string)} style={{ width: '100%' }}>
        <List
          size="small"
          bordered
          loading={list.isLoading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account:company.empty')} /> }}
          dataSource={companies}
          renderItem={(company) => (
            <List.Item
              actions={[
                <Button key="delete" type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('account:company.delete')} onClick={() => void onDelete(company.id)} />,
              ]}
            >
              <Radio value={company.id}>
                {company.stockCode} {company.name} <span className="text-secondary">· {company.job}</span>
              </Radio>
            </List.Item>
          )}
        />
      </Radio.Group>
      <Form form={form} layout="vertical" onFinish={() => void submitAdd()} style={{ marginTop: 16 }} requiredMark={false}>
        <Space.Compact block style={{ alignItems: 'flex-start' }}>
          <Form.Item name="stockCode" style={{ flex: 2 }} rules={[{ required: true, message: t('errors:validation.selectCompany') }]}>
            <StockPicker />
          </Form.Item>
          <Form.Item name="job" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('account:company.jobRequired') }]}>
            <Input placeholder={t('account:fields.job')} maxLength={20} data-testid="service-company-job" />
          </Form.Item>
          <Button htmlType="submit" onClick={() => void submitAdd()} loading={busy} data-testid="service-company-add">
            {t('account:company.add')}
          </Button>
        </Space.Compact>
      </Form>
      <Button type="primary" block onClick={() => void onSave()} loading={busy} data-testid="service-company-save">
        {saveLabel}
      </Button>
    </div>
  );
};
