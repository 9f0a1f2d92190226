import { COOKIE_CONSENT_DAYS } from '@app/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookieNames, readCookie, writeCookie } from '../../lib/cookies';

/**
 * Spec §2: a notice that the site uses cookies. It never closes by itself;
 * accepting stores the consent for 99999 days (spec §9).
 */
export const CookieNotice = () => {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readCookie(CookieNames.cookieConsent) === '1');
  if (accepted) return null;

  const handleAccept = () => {
    writeCookie(CookieNames.cookieConsent, '1', COOKIE_CONSENT_DAYS);
    setAccepted(true);
  };

  return (
    <div className="cookie-notice" role="region" aria-label={t('cookieNotice.label')}>
      <p className="cookie-notice__text">
        {t('cookieNotice.text')} <Link to="/agreeement?type=privacy">{t('cookieNotice.more')}</Link>
      </p>
      <Button type="primary" onClick={handleAccept}>
        {t('cookieNotice.accept')}
      </Button>
    </div>
  );
};
