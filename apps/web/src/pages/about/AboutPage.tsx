import { useTranslation } from 'react-i18next';

const FUNCTION_KEYS = ['search', 'companies', 'calculators', 'secretary', 'documents', 'files', 'registry', 'membership'] as const;

/** What the product is (spec §1); contact goes through the footer's feedback form. */
export const AboutPage = () => {
  const { t } = useTranslation();
  const brand = t('brand.name');
  return (
    <article className="about">
      <h1 className="about__title">{t('about.title', { brand })}</h1>
      <p className="about__lead">{t('about.lead', { brand })}</p>
      <section className="about__card" aria-labelledby="about-functions">
        <h2 id="about-functions">{t('about.functions.title')}</h2>
        <dl className="about__list">
          {FUNCTION_KEYS.map((key) => (
            <div key={key} className="about__item">
              <dt>{t(`about.functions.${key}.title`)}</dt>
              <dd>{t(`about.functions.${key}.description`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="about__card" aria-labelledby="about-access">
        <h2 id="about-access">{t('about.access.title')}</h2>
        <p>{t('about.access.signIn')}</p>
        <p>{t('about.access.languages')}</p>
        <p>{t('about.access.memberships')}</p>
      </section>
      <section className="about__card" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('about.contact.title')}</h2>
        <p>
          {t('about.contact.description')} <a href="#feedback">{t('footer.contact')}</a>
        </p>
      </section>
    </article>
  );
};
