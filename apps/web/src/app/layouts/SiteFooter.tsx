import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackForm } from '../../modules/feedback';
import { useSession } from '../../modules/auth';
import { BrandMark, LoadWhenVisible, PageSpinner, QrPlaceholder } from '../../ui';

/** Anchor of the feedback form ("contact us" scrolls to it). */
export const FEEDBACK_ANCHOR = 'feedback';

/**
 * Footer of home and about (spec §2): contact, about, agreement and privacy
 * links, the two QR codes (placeholders until real codes exist) and the
 * feedback form (type 2), whose code loads when the footer comes into view.
 */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.userInfo ? String(session.userInfo.sassUser.id) : undefined;

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={t('footer.about')}>
          <BrandMark name={t('brand.name')} />
          <p className="site-footer__text">{t('footer.tagline')}</p>
          <nav aria-label={t('footer.linksLabel')}>
            <ul className="site-footer__links">
              <li>
                <a href={`#${FEEDBACK_ANCHOR}`}>{t('footer.contact')}</a>
              </li>
              <li>
                <Link to="/aboutUs">{t('footer.about')}</Link>
              </li>
              <li>
                <Link to="/agreeement">{t('footer.agreement')}</Link>
              </li>
              <li>
                <Link to="/agreeement?type=privacy">{t('footer.privacy')}</Link>
              </li>
            </ul>
          </nav>
          <div className="site-footer__qr">
            <QrPlaceholder label={t('qr.miniProgram')} note={t('qr.notAvailable')} size={104} />
            <QrPlaceholder label={t('qr.officialAccount')} note={t('qr.notAvailable')} size={104} />
          </div>
        </section>
        <section className="site-footer__feedback" id={FEEDBACK_ANCHOR} aria-labelledby="footer-feedback-title">
          <h2 className="site-footer__heading" id="footer-feedback-title">
            {t('feedback.title')}
          </h2>
          <p className="site-footer__intro">{t('feedback.intro')}</p>
          <LoadWhenVisible minHeight={380} fallback={<PageSpinner label={t('loading')} />}>
            <FeedbackForm variant="footer" userId={userId} />
          </LoadWhenVisible>
        </section>
      </div>
      <div className="site-footer__bottom">{t('footer.copyright', { year: new Date().getFullYear(), brand: t('brand.name') })}</div>
    </footer>
  );
};
