import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@rueda/domain';
import { useTranslation } from 'react-i18next';

export interface NewPasswordInputProps extends PasswordInputProps {
  /** Says how long a password must be (the first of the two fields). */
  withLengthHint?: boolean;
}

/** A password being chosen (registration, reset) and its repetition: autocompleted as new, hinted the same way. */
export function NewPasswordInput({ withLengthHint = false, ...props }: NewPasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      description={withLengthHint ? t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
      autoComplete="new-password"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
