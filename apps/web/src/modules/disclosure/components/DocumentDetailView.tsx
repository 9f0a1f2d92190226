import { ArrowLeftOutlined, FileTextOutlined, LinkOutlined } from '@ant-design/icons';
import { CollectTypes, DocumentLangTypes, type DocumentDetail, type DocumentKind, type DocumentLangType } from '@app/contracts';
import { translateRuleNumber } from '@app/domain';
import { Button, Card, Descriptions, List, Segmented, Space, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { PageSpinner, StatusPanel } from '../../../ui';
import { CollectButton, useRecordFootprint } from '../../user-content';
import { documentFileUrl, type DocumentRef } from '../api';
import { DISCLOSURE_NS } from '../constants';
import { stockNameFor, titleFor } from '../display';
import { existingLangTypesOf } from '../errors';
import { useDocumentDetailQuery } from '../queries';
import { DemoTag, GuessedCategoryTag, ValidityTag } from './DocumentTags';
import './disclosure.css';
import { detailPathOf, listPathOf } from '../../../navigation';
import { formatHkTime } from '../../../lib/format';

/** Reads ?md5Key or ?id and ?langType (spec §2 detail query parameters); langType defaults to the interface language. */
export const readDocumentRef = (params: URLSearchParams, fallbackLangType: DocumentLangType): DocumentRef | undefined => {
  const langType = params.get('langType') === '1' ? DocumentLangTypes.zh : params.get('langType') === '2' ? DocumentLangTypes.en : fallbackLangType;
  const md5Key = params.get('md5Key')?.toLowerCase();
  if (md5Key && /^[0-9a-f]{32}$/.test(md5Key)) return { md5Key, langType };
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return { id, langType };
  return undefined;
};

const otherLangType = (langType: DocumentLangType): DocumentLangType => (langType === DocumentLangTypes.en ? DocumentLangTypes.zh : DocumentLangTypes.en);

/** The same URL with another language version. */
const withLangType = (params: URLSearchParams, langType: DocumentLangType): string => {
  const next = new URLSearchParams(params);
  next.set('langType', String(langType));
  return `?${next.toString()}`;
};

/**
 * Back to the list: the browser's back when the list is the previous page
 * (it keeps the search in its URL), else a link to the list.
 */
const BackToList = ({ to }: { to: string }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const navigate = useNavigate();
  // react-router numbers the entries of this tab's history; 0 is the first page opened
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Link
      to={to}
      className="disclosure-detail__back"
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeftOutlined /> {t('detail.backToList')}
    </Link>
  );
};

/** What collect and the footprint store about a document: its key, both titles and the page that reopens it. */
const collectItemOf = (detail: DocumentDetail, kind: DocumentKind) => ({
  type: CollectTypes[kind],
  refKey: detail.md5Key,
  title: detail.titleZh || detail.title,
  titleEn: detail.titleEn ?? undefined,
  path: detailPathOf(detail, detail.langType as DocumentLangType),
});

type DetailBodyProps = { detail: DocumentDetail; kind: DocumentKind };

const DetailBody = ({ detail, kind }: DetailBodyProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const collect = collectItemOf(detail, kind);
  const subject = locale === 'en' ? detail.subjectEn || detail.subjectZh : detail.subjectZh || detail.subjectEn;
  const summary = detail.summary?.trim();
  const body = detail.body?.trim();
  // The publisher's file as it is; a demonstration document's PDF is made by the server, marked in the reader's language.
  const fileHref = detail.fileOrigin === 'source' ? detail.fileLink : detail.fileOrigin === 'generated' ? documentFileUrl(detail, detail.langType as DocumentLangType, locale) : null;
  type Item = { key: string; label: string; children: ReactNode };
  const metadata = ([
    { key: 'releaseTime', label: t('columns.releaseTime'), children: formatHkTime(detail.releaseTime) },
    detail.stocks.length > 0 && {
      key: 'stocks',
      label: t('detail.issuer'),
      children: detail.stocks.map((stock) => `${stock.stockCode} ${stockNameFor(stock, locale)}`.trim()).join(', '),
    },
    detail.headline && {
      key: 'headline',
      label: t('detail.headline'),
      children: (
        <>
          {detail.headline} {detail.headlineGuessed && <GuessedCategoryTag />}
        </>
      ),
    },
    detail.issuingBody && { key: 'issuingBody', label: t('columns.issuingBody'), children: t(`issuingBodies.${detail.issuingBody}`, { defaultValue: detail.issuingBody }) },
    detail.ruleNumber && { key: 'ruleNumber', label: t('detail.ruleNumber'), children: translateRuleNumber(detail.ruleNumber, locale) },
    detail.validity && { key: 'validity', label: t('columns.validity'), children: <ValidityTag validity={detail.validity} /> },
    detail.versionDate && { key: 'versionDate', label: t('columns.versionDate'), children: detail.versionDate },
    detail.effectiveDate && { key: 'effectiveDate', label: t('columns.effectiveDate'), children: detail.effectiveDate },
    subject && { key: 'subject', label: t('detail.subject'), children: subject },
    detail.punishedParty && { key: 'punishedParty', label: t('columns.punishedParty'), children: detail.punishedParty },
    detail.sourceType !== null && { key: 'sourceType', label: t('columns.sourceType'), children: t(`sourceTypes.${detail.sourceType}`) },
    detail.fileType && { key: 'file', label: t('detail.file'), children: [detail.fileType.toUpperCase(), detail.fileSize].filter(Boolean).join(' · ') },
  ] as (Item | false | null | undefined | '' | 0)[]).filter((item): item is Item => !!item);

  return (
    <article className="disclosure-detail">
      <BackToList to={listPathOf(kind, detail)} />
      <header className="disclosure-detail__header">
        <Typography.Title level={2} className="disclosure-detail__title" data-testid="detail-title">
          {detail.title}
        </Typography.Title>
        <Space wrap>
          <DemoTag source={detail.source} />
          <Segmented<DocumentLangType>
            value={detail.langType as DocumentLangType}
            onChange={(langType) => navigate(withLangType(params, langType))}
            options={[
              { value: DocumentLangTypes.en, label: t('languages.en'), disabled: !detail.langTypes.includes(DocumentLangTypes.en) },
              { value: DocumentLangTypes.zh, label: t('languages.zh'), disabled: !detail.langTypes.includes(DocumentLangTypes.zh) },
            ]}
            aria-label={t('detail.languageVersion')}
            data-testid="detail-language"
          />
          <CollectButton {...collect} langType={detail.langType} />
          {fileHref && (
            <Button type="primary" icon={<FileTextOutlined />} href={fileHref} target="_blank" rel="noopener noreferrer" data-testid="detail-file">
              {t(detail.fileOrigin === 'generated' ? 'detail.openDemoFile' : 'detail.openFile')}
            </Button>
          )}
        </Space>
      </header>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={metadata} />
      </Card>
      {summary && (
        <Card size="small" title={t('detail.summary')}>
          <div className="disclosure-detail__text">{summary}</div>
        </Card>
      )}
      {body && (
        <Card size="small" title={t('detail.body')}>
          <div className="disclosure-detail__text">{body}</div>
        </Card>
      )}
      {!summary && !body && (
        <Typography.Paragraph type="secondary">{detail.fileOrigin === 'source' ? t('detail.fileOnly') : t('detail.noText')}</Typography.Paragraph>
      )}
      {detail.related.length > 0 && (
        <Card size="small" title={t('detail.related')}>
          <List
            size="small"
            dataSource={detail.related}
            renderItem={(item) => {
              const title = titleFor(item, locale);
              // related documents are the same issuer's, so they share the market
              const target = detailPathOf({ ...item, id: 0, market: detail.market, listType: null, orgType: null, sourceType: null }, title.langType);
              return (
                <List.Item>
                  <Link to={target}>
                    <LinkOutlined /> {title.text}
                  </Link>
                  <Typography.Text type="secondary">{formatHkTime(item.releaseTime)}</Typography.Text>
                </List.Item>
              );
            }}
          />
        </Card>
      )}
    </article>
  );
};

export type DocumentDetailViewProps = { kind: DocumentKind };

/**
 * A document page (notice, rule, enforcement case, update, law): the chosen
 * language version with its metadata, text, file and related documents; the
 * switch between versions; collect and footprint. A missing language version
 * offers the other one.
 */
export const DocumentDetailView = ({ kind }: DocumentDetailViewProps) => {
  const { t } = useTranslation([DISCLOSURE_NS, 'errors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const ref = readDocumentRef(params, locale === 'en' ? DocumentLangTypes.en : DocumentLangTypes.zh);
  const detail = useDocumentDetailQuery(ref);
  const navigate = useNavigate();
  // nothing to record until the document loaded
  const footprint = useMemo(() => (detail.data ? collectItemOf(detail.data, kind) : null), [detail.data, kind]);
  useRecordFootprint(footprint);

  if (!ref) {
    return <StatusPanel icon="?" tone="warning" title={t('detail.badLink')} actions={<BackToList to={listPathOf(kind)} />} />;
  }
  if (detail.isPending) return <PageSpinner label={t('common:loading')} />;
  if (detail.isError) {
    const existing = existingLangTypesOf(detail.error);
    if (existing) {
      const other = otherLangType(ref.langType);
      const hasOther = existing.includes(other);
      return (
        <StatusPanel
          icon={<FileTextOutlined />}
          tone="warning"
          title={t('errors:codes.DOCUMENT_LANGUAGE_NOT_FOUND')}
          description={hasOther ? t('detail.languageMissingHint', { language: t(other === DocumentLangTypes.en ? 'languageNames.en' : 'languageNames.zh') }) : undefined}
          actions={
            <Space>
              {hasOther && (
                <Button type="primary" onClick={() => navigate(withLangType(params, other))} data-testid="other-version">
                  {t(other === DocumentLangTypes.en ? 'detail.openEnglish' : 'detail.openChinese')}
                </Button>
              )}
              <BackToList to={listPathOf(kind)} />
            </Space>
          }
        />
      );
    }
    return <StatusPanel icon="404" tone="warning" title={t('detail.notFound')} actions={<BackToList to={listPathOf(kind)} />} />;
  }
  return <DetailBody detail={detail.data} kind={kind} />;
};
