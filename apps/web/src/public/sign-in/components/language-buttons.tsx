// The sign-in page's switch between Spanish and Portuguese, as the staff app draws it (components/language-switch.tsx):
// a group of two toggle buttons, each saying whether it is the language in use. Disabled until the page is hydrated:
// a choice before then would be undone by the hydration (decision 067).
import { PAGE_LANGUAGES, type PageLanguage } from '../../shared/texts';
import { useIsHydrated } from '../../shared/use-hydrated';

export function LanguageButtons({
  label,
  language,
  onChange,
}: {
  label: string;
  language: PageLanguage;
  onChange: (language: PageLanguage) => void;
}) {
  const isHydrated = useIsHydrated();
  return (
    <div className="rp-toggles" role="group" aria-label={label}>
      {PAGE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          disabled={!isHydrated}
          data-until-hydrated={isHydrated ? undefined : ''}
          onClick={() => onChange(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
