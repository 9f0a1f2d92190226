import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_SWITCH, switchLocale, useLocale } from '../../i18n';

/** EN / 繁 / 简 (spec §2); switching stores the choice and reloads. */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const current = useLocale();
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
          onClick={() => option.locale !== current && switchLocale(option.locale)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
};
