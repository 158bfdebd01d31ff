import { LANGUAGES, type Language } from '@rueda/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/**
 * ES / PT as two toggle buttons: plain to click, and each says whether it is the one in use. `onChange` hears
 * the user's choice (signed in, it is saved to the account).
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  // useTranslation re-renders the switch when the language changes.
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          size="xs"
          variant={code === language ? 'filled' : 'default'}
          aria-pressed={code === language}
          lang={code}
          onClick={() => {
            void setLanguage(code);
            onChange?.(code);
          }}
        >
          {t(`language.short.${code}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
