// The public pages' switch between Spanish and Portuguese: two radio buttons, drawn as one segmented control.
import { PAGE_LANGUAGES, type PageLanguage } from './texts';
import { useIsHydrated } from './use-hydrated';

export function LanguageSwitch({
  label,
  language,
  onChange,
}: {
  label: string;
  language: PageLanguage;
  onChange: (language: PageLanguage) => void;
}) {
  // Rendered on the server, the switch shows before the page's code runs: a choice then would be undone by hydration,
  // and with JavaScript off it could not change anything (decision 067).
  const isHydrated = useIsHydrated();
  return (
    // Never squeezed by a long title beside it (a workshop's name on a 390 px phone cut it to "ES P").
    <div className="rp-switch" role="radiogroup" aria-label={label}>
      {PAGE_LANGUAGES.map((code) => (
        <label key={code}>
          <input
            type="radio"
            name="rp-language"
            value={code}
            checked={language === code}
            onChange={() => onChange(code)}
            disabled={!isHydrated}
          />
          {code.toUpperCase()}
        </label>
      ))}
    </div>
  );
}
