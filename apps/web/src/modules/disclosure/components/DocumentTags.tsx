import { DocumentLangTypes, type DocumentHit } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISCLOSURE_NS } from '../constants';
import { detailPathOf } from '../../../navigation';
import { PlainTag, PlainTooltip } from '../../../ui';

/** Generated rows are labelled wherever they appear. */
export const DemoTag = ({ source }: { source: string }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  if (source !== 'demo') return null;
  return (
    <PlainTag color="orange" className="disclosure-demo-tag" data-testid="demo-tag">
      {t('demoData')}
    </PlainTag>
  );
};

/** A category of our reference tree that the imported HKEXnews category files have not confirmed. */
export const GuessedCategoryTag = () => {
  const { t } = useTranslation(DISCLOSURE_NS);
  return (
    <PlainTooltip title={t('guessedCategoryHint')}>
      <PlainTag className="disclosure-guessed-tag" data-testid="guessed-category">
        {t('guessedCategory')}
      </PlainTag>
    </PlainTooltip>
  );
};

/** Validity of a rule (spec §3: effective, expired, repealed). */
export const ValidityTag = ({ validity }: { validity: number | null }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  if (!validity) return null;
  const color = validity === 1 ? 'green' : validity === 2 ? 'default' : 'red';
  return <PlainTag color={color}>{t(`validity.${validity}`)}</PlainTag>;
};

type LanguageLinksProps = { document: Pick<DocumentHit, 'id' | 'md5Key' | 'kind' | 'market' | 'listType' | 'orgType' | 'sourceType' | 'langTypes'> };

/** "EN / 中": opens the detail in each language version that exists. */
export const LanguageLinks = ({ document }: LanguageLinksProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const versions = [
    { langType: DocumentLangTypes.en, label: 'EN', name: t('languages.en') },
    { langType: DocumentLangTypes.zh, label: '中', name: t('languages.zh') },
  ].filter((version) => document.langTypes.includes(version.langType));
  return (
    <span className="disclosure-lang-links">
      {versions.map((version, index) => (
        <span key={version.langType}>
          {index > 0 && <span aria-hidden> / </span>}
          <Link to={detailPathOf(document, version.langType)} aria-label={t('results.openVersion', { language: version.name })} data-testid={`lang-link-${version.langType}`}>
            {version.label}
          </Link>
        </span>
      ))}
    </span>
  );
};
