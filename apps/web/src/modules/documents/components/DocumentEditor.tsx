import { DocumentLanguages, type DocumentInputs, type DocumentLanguage, type DocumentLayout, type GeneratedDocumentDetail, type Locale } from '@app/contracts';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useSession } from '../../auth';
import { StockPicker } from '../../organisation';
import { documentFileUrl, getGeneratedDocument, prefillDocument } from '../api';
import { DOCUMENTS_NS, FAMILY_PATHS, LETTERHEADS_PATH } from '../constants';
import { useGenerateDocumentMutation, useLetterheadsQuery, useSendDocumentPdfMutation, useTemplatesQuery } from '../queries';
import { triText } from '../utils';
import { DocumentPreview } from './DocumentPreview';
import { FieldInput, type TextNeeds } from './FieldInput';
import { RuleList } from './RuleList';

const defaultLanguage = (locale: Locale): DocumentLanguage => locale;

const needsOf = (language: DocumentLanguage): TextNeeds => ({ en: language === 'en' || language.startsWith('en+'), zh: language !== 'en' });

type Problem = { message: string; details: { path: string; message: string }[] };

/** /docAi/create/createDet: one template's form (prefilled from what we hold), generation, preview, Word / PDF / e-mail. */
export const DocumentEditor = ({ templateId, fromId }: { templateId: string; fromId?: string }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  const session = useSession();
  const templates = useTemplatesQuery();
  const letterheads = useLetterheadsQuery(session.isSignedIn);
  const generate = useGenerateDocumentMutation();
  const sendPdf = useSendDocumentPdfMutation();
  const template = templates.data?.find((candidate) => candidate.id === templateId);

  const [stockCode, setStockCode] = useState<string | undefined>(session.userInfo?.stockCode ?? undefined);
  const [language, setLanguage] = useState<DocumentLanguage>(defaultLanguage(locale));
  const [layout, setLayout] = useState<DocumentLayout | undefined>();
  const [letterheadId, setLetterheadId] = useState<string | undefined>();
  const [inputs, setInputs] = useState<DocumentInputs>({});
  const [result, setResult] = useState<GeneratedDocumentDetail | undefined>();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [email, setEmail] = useState('');

  // A revision starts from the kept document's inputs and choices.
  useEffect(() => {
    if (!fromId || !session.isSignedIn) return;
    void getGeneratedDocument(fromId).then((document) => {
      setInputs(document.inputs);
      setLanguage(document.docLanguage);
      setLayout(document.layout);
      setLetterheadId(document.letterheadId ?? undefined);
      setStockCode(document.stockCode ?? undefined);
    });
  }, [fromId, session.isSignedIn]);

  const handlePrefill = async (code: string | undefined) => {
    try {
      const prefill = await prefillDocument(templateId, code);
      setInputs((current) => ({ ...current, ...prefill.inputs }));
    } catch {
      // the error is shown by the client's reply policy
    }
  };

  useEffect(() => {
    if (!fromId && template?.built) void handlePrefill(stockCode);
    // prefill once per template and company; later edits are the user's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templateId, template?.built]);

  if (templates.isPending) return <Card loading />;
  if (!template) return <Alert type="error" showIcon title={t('editor.unknownTemplate')} />;
  if (!template.built) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('catalogue.notBuilt')}
        description={
          <>
            {triText(template.title, locale)} – {t('catalogue.notBuiltDescription')} <Link to={FAMILY_PATHS[template.family]}>{t('editor.backToFamily')}</Link>
          </>
        }
      />
    );
  }

  const needs = needsOf(language);
  const isBilingual = language.includes('+');
  const chosenLayout = layout && template.layouts.includes(layout) ? layout : template.defaultLayout;
  const detailFor = (key: string) => problem?.details.filter((detail) => detail.path === `inputs.${key}` || detail.path.startsWith(`inputs.${key}.`)).map((detail) => detail.message);

  const handleCompany = (code: string) => {
    setStockCode(code);
    void handlePrefill(code);
  };

  const handleGenerate = async () => {
    setProblem(undefined);
    try {
      const document = await generate.mutateAsync({ templateId, stockCode, docLanguage: language, layout: isBilingual ? chosenLayout : undefined, letterheadId, inputs });
      setResult(document);
    } catch (error) {
      if (error instanceof ApiError) {
        const details = (error.resultData as { details?: Problem['details'] } | null)?.details ?? [];
        setProblem({ message: error.resultMsg, details });
      }
    }
  };

  const handleSend = async () => {
    if (!result) return;
    await sendPdf.mutateAsync({ id: result.id, email });
    notify.toast('success', t('editor.emailSent', { email }));
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <Card title={triText(template.title, locale)} extra={<Link to={FAMILY_PATHS[template.family]}>{t('editor.backToFamily')}</Link>}>
          <RuleList rules={template.rules} />
          <Form layout="vertical" style={{ marginTop: 16 }} onFinish={handleGenerate}>
            {template.needsCompany && (
              <Form.Item label={t('editor.company')} required help={t('editor.companyHelp')}>
                <StockPicker value={stockCode} onChange={handleCompany} id="document-company" />
              </Form.Item>
            )}
            <Space wrap size="large">
              <Form.Item label={t('editor.language')} required>
                <Select
                  aria-label={t('editor.language')}
                  style={{ width: 260 }}
                  value={language}
                  onChange={setLanguage}
                  options={DocumentLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
                />
              </Form.Item>
              {isBilingual && (
                <Form.Item label={t('editor.layout')}>
                  <Select aria-label={t('editor.layout')} style={{ width: 220 }} value={chosenLayout} onChange={setLayout} options={template.layouts.map((value) => ({ value, label: t(`layouts.${value}`) }))} />
                </Form.Item>
              )}
              {session.isSignedIn && (
              <Form.Item label={t('editor.letterhead')} help={<Link to={LETTERHEADS_PATH}>{t('editor.manageLetterheads')}</Link>}>
                <Select
                  aria-label={t('editor.letterhead')}
                  allowClear
                  style={{ width: 240 }}
                  placeholder={t('editor.noLetterhead')}
                  value={letterheadId}
                  onChange={setLetterheadId}
                  options={(letterheads.data ?? []).map((letterhead) => ({ value: letterhead.id, label: letterhead.name }))}
                />
              </Form.Item>
              )}
            </Space>
            {template.fields.map((field) => {
              const errors = detailFor(field.key);
              return (
                <Form.Item
                  key={field.key}
                  label={triText(field.label, locale)}
                  required={field.required}
                  validateStatus={errors?.length ? 'error' : undefined}
                  help={errors?.length ? errors.join(' ') : undefined}
                  extra={field.help ? triText(field.help, locale) : undefined}
                >
                  <FieldInput field={field} value={inputs[field.key]} needs={needs} onChange={(value) => setInputs((current) => ({ ...current, [field.key]: value }))} />
                </Form.Item>
              );
            })}
            {problem && (
              <Alert
                type="error"
                showIcon
                data-testid="generate-problem"
                title={problem.details.length ? t('editor.missingTitle') : problem.message}
                description={problem.details.length ? <ul style={{ margin: 0, paddingLeft: 18 }}>{problem.details.map((detail) => <li key={detail.path}>{detail.message}</li>)}</ul> : undefined}
                style={{ marginBottom: 16 }}
              />
            )}
            <Button type="primary" htmlType="submit" loading={generate.isPending} disabled={session.status === 'loading'} data-testid="generate-document">
              {t('editor.generate')}
            </Button>
            {session.isVisitor && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('editor.signInToGenerate')}</Typography.Paragraph>}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        {result ? (
          <Card
            title={t('editor.generatedTitle')}
            extra={
              <Space>
                <Button type="primary" href={documentFileUrl(result.id, 'docx', session.token, locale)} data-testid="download-docx">
                  {t('actions.word')}
                </Button>
                <Button href={documentFileUrl(result.id, 'pdf', session.token, locale)} data-testid="download-pdf">
                  {t('actions.pdf')}
                </Button>
              </Space>
            }
          >
            {session.isSignedIn && (
            <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
              <Input aria-label={t('editor.emailTo')} placeholder={t('editor.emailTo')} value={email} onChange={(event) => setEmail(event.target.value)} />
              <Button onClick={handleSend} loading={sendPdf.isPending} disabled={!email}>
                {t('editor.emailPdf')}
              </Button>
            </Space.Compact>
            )}
            <DocumentPreview blocks={result.preview} />
          </Card>
        ) : (
          <Card>
            <Typography.Paragraph type="secondary">{t('editor.previewHint')}</Typography.Paragraph>
          </Card>
        )}
      </Col>
    </Row>
  );
};
