// The public pages' switch between Spanish and Portuguese.
import { SegmentedControl } from '@mantine/core';
import { PAGE_LANGUAGES, type PageLanguage } from './texts';

export function LanguageSwitch({
  label,
  language,
  onChange,
}: {
  label: string;
  language: PageLanguage;
  onChange: (language: PageLanguage) => void;
}) {
  return (
    // Never squeezed by a long title beside it (a workshop's name on a 390 px phone cut it to "ES P").
    <SegmentedControl
      size="xs"
      style={{ flexShrink: 0 }}
      aria-label={label}
      value={language}
      onChange={(value) => onChange(value as PageLanguage)}
      data={PAGE_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
    />
  );
}
