import { DocumentLimits, LetterheadLanguages, type Letterhead, type LetterheadLanguage } from '@app/contracts';
import { Alert, Button, Card, Form, Input, List, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { useSessionToken } from '../../auth';
import { letterheadImageUrl } from '../api';
import { DOCUMENTS_NS } from '../constants';
import { useAddLetterheadMutation, useDeleteLetterheadMutation, useLetterheadsQuery } from '../queries';

type AddForm = { name: string; headLanguage: LetterheadLanguage };

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** /docAi/head/index: letterhead templates (spec §3: name, language, logo, header file; §5: all required). */
export const LetterheadManager = () => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const letterheads = useLetterheadsQuery();
  const add = useAddLetterheadMutation();
  const remove = useDeleteLetterheadMutation();
  const [form] = Form.useForm<AddForm>();
  const [files, setFiles] = useState<{ logo?: File; header?: File }>({});
  const [fileErrors, setFileErrors] = useState<{ logo?: string; header?: string }>({});
  const [problem, setProblem] = useState<string>();

  const pickFile = (part: 'logo' | 'header', file: File | undefined) => {
    setFiles((current) => ({ ...current, [part]: file }));
    let error: string | undefined;
    if (file && !IMAGE_TYPES.includes(file.type)) error = t('letterheads.imageType');
    else if (file && file.size > DocumentLimits.imageMaxBytes) error = t('letterheads.imageTooLarge');
    setFileErrors((current) => ({ ...current, [part]: error }));
  };

  const handleFinish = async (values: AddForm) => {
    setProblem(undefined);
    const missing = { logo: files.logo ? fileErrors.logo : t('letterheads.logoRequired'), header: files.header ? fileErrors.header : t('letterheads.headerRequired') };
    setFileErrors(missing);
    if (missing.logo || missing.header || !files.logo || !files.header) return;
    try {
      await add.mutateAsync({ ...values, logo: files.logo, header: files.header });
      form.resetFields();
      setFiles({});
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.resultMsg);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('letterheads.addTitle')}>
        <Typography.Paragraph type="secondary">{t('letterheads.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={handleFinish} initialValues={{ headLanguage: 'bilingual' }} style={{ maxWidth: 520 }}>
          <Form.Item name="name" label={t('letterheads.name')} rules={[{ required: true, whitespace: true, message: t('letterheads.nameRequired') }, { max: DocumentLimits.letterheadNameMax }]}>
            <Input maxLength={DocumentLimits.letterheadNameMax} />
          </Form.Item>
          <Form.Item name="headLanguage" label={t('letterheads.language')} rules={[{ required: true }]}>
            <Select options={LetterheadLanguages.map((value) => ({ value, label: t(`letterheadLanguages.${value}`) }))} />
          </Form.Item>
          <Form.Item label={t('letterheads.logo')} required validateStatus={fileErrors.logo ? 'error' : undefined} help={fileErrors.logo ?? t('letterheads.logoHelp')}>
            <input aria-label={t('letterheads.logo')} type="file" accept="image/png,image/jpeg" onChange={(event) => pickFile('logo', event.target.files?.[0])} />
          </Form.Item>
          <Form.Item label={t('letterheads.header')} required validateStatus={fileErrors.header ? 'error' : undefined} help={fileErrors.header ?? t('letterheads.headerHelp')}>
            <input aria-label={t('letterheads.header')} type="file" accept="image/png,image/jpeg" onChange={(event) => pickFile('header', event.target.files?.[0])} />
          </Form.Item>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('letterheads.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('letterheads.listTitle')}>
        <List<Letterhead>
          loading={letterheads.isPending}
          dataSource={letterheads.data ?? []}
          locale={{ emptyText: t('letterheads.empty') }}
          renderItem={(letterhead) => (
            <List.Item
              data-testid={`letterhead-${letterhead.name}`}
              actions={[
                <Popconfirm key="delete" title={t('letterheads.deleteConfirm')} onConfirm={() => remove.mutate(letterhead.id)}>
                  <Button danger size="small">
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={`${letterhead.name} · ${t(`letterheadLanguages.${letterhead.headLanguage}`)}`}
                description={
                  <Space orientation="vertical">
                    <img src={letterheadImageUrl(letterhead.id, 'header', token, locale)} alt={t('letterheads.header')} style={{ maxWidth: 480, maxHeight: 80, border: '1px solid #eee' }} />
                    <img src={letterheadImageUrl(letterhead.id, 'logo', token, locale)} alt={t('letterheads.logo')} style={{ maxHeight: 40 }} />
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
};
