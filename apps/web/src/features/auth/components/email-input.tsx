import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The email field every auth form asks for first: labelled, typed and autocompleted the same way. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required withAsterisk={false} {...props} />;
}
