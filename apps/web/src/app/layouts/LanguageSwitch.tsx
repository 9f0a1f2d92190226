import type { Locale } from '@app/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_SWITCH, switchLocale, useLocale } from '../../i18n';
import { accountApi } from '../../modules/account';
import { browserPage, useSession } from '../../modules/auth';

/**
 * EN / 繁 / 简 (spec §2); switching stores the choice and reloads. A signed-in user's choice is also kept
 * with the account first (issue 18), so messages made without a request follow it; the switch happens
 * even when that call fails.
 */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const current = useLocale();
  const { isSignedIn } = useSession();

  const handleSwitch = async (locale: Locale) => {
    if (isSignedIn) await accountApi.updateLanguage(locale).catch(() => undefined);
    switchLocale(locale, browserPage.reload);
  };

  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {LANGUAGE_SWITCH.map((option) => (
        <Button
          key={option.locale}
          size="small"
          type={option.locale === current ? 'primary' : 'text'}
          aria-pressed={option.locale === current}
          lang={option.locale}
          title={option.name}
          onClick={() => option.locale !== current && void handleSwitch(option.locale)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
};
