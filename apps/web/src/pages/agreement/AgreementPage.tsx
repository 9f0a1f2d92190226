import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../i18n';
import { formatDay } from '../../lib/format';
import { loadLegalTexts, type LegalDocument } from './legal-text';

/** The day the texts below last changed (shown on the page; change it with the texts). */
export const LEGAL_TEXTS_UPDATED = '2026-11-26';

type Kind = 'terms' | 'privacy';

const LegalArticle = ({ document }: { document: LegalDocument }) => (
  <>
    <p className="about__lead">{document.intro}</p>
    {document.sections.map((section) => (
      <section key={section.heading} className="about__card legal__section">
        <h2>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.items && (
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </section>
    ))}
  </>
);

/**
 * `/agreeement` (the spec's spelling): the user agreement, and with `?type=privacy` the privacy
 * policy, in the reader's language. The footer, the cookie notice and the sign-in forms link here.
 */
export const AgreementPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const kind: Kind = search.get('type') === 'privacy' ? 'privacy' : 'terms';
  const texts = useQuery({ queryKey: ['legal-texts', locale], queryFn: () => loadLegalTexts(locale), staleTime: Infinity });
  const document = texts.data?.[kind];

  return (
    <article className="about legal" data-testid={`legal-${kind}`}>
      <Segmented
        value={kind}
        onChange={(value) => setSearch(value === 'privacy' ? { type: 'privacy' } : {}, { replace: true })}
        options={[
          { value: 'terms', label: t('footer.agreement') },
          { value: 'privacy', label: t('footer.privacy') },
        ]}
      />
      {texts.isError && <Alert type="error" showIcon title={t('legal.loadFailed')} style={{ marginTop: 16 }} />}
      {!document && !texts.isError && <Skeleton active style={{ marginTop: 16 }} />}
      {document && (
        <>
          <h1 className="about__title legal__title">{document.title}</h1>
          <p className="legal__updated">{t('legal.updated', { date: formatDay(LEGAL_TEXTS_UPDATED, locale) })}</p>
          <LegalArticle document={document} />
        </>
      )}
    </article>
  );
};
