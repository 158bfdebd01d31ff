// The password field with a show/hide toggle, as Mantine's PasswordInput draws it (the staff app's sign-in form
// had one): the toggle is a pressed/unpressed button left out of the tab order, and a press keeps the focus in
// the field.
import { forwardRef, useState } from 'react';
import { Field } from '../../shared/field';
import { useTexts } from '../texts';

export const PasswordField = forwardRef<HTMLInputElement, { label: string; error?: string; isDisabled: boolean; onEdit: () => void }>(
  function PasswordField({ label, error, isDisabled, onEdit }, ref) {
    const { t } = useTexts();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <Field label={label} error={error}>
        {(control) => (
          <div className="rp-password">
            <input
              {...control}
              ref={ref}
              name="password"
              type={isVisible ? 'text' : 'password'}
              autoComplete="current-password"
              required
              disabled={isDisabled}
              data-until-hydrated={isDisabled ? '' : undefined}
              onChange={onEdit}
            />
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('password.show')}
              aria-pressed={isVisible}
              disabled={isDisabled}
              data-until-hydrated={isDisabled ? '' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setIsVisible((visible) => !visible)}
            >
              <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
                <path
                  fill="currentColor"
                  d={
                    isVisible
                      ? 'M13.35 1.65a.5.5 0 0 1 0 .7L2.35 13.35a.5.5 0 0 1-.7-.7l11-11a.5.5 0 0 1 .7 0ZM7.5 3c1.05 0 2 .24 2.85.62l-.78.78A5.8 5.8 0 0 0 7.5 4C5.1 4 3.18 5.5 2.1 7.5c.41.77.95 1.46 1.6 2.02l-.7.71A7.4 7.4 0 0 1 1.05 7.72a.5.5 0 0 1 0-.44C2.26 4.86 4.57 3 7.5 3Zm4.5 1.77a7.4 7.4 0 0 1 1.95 2.51.5.5 0 0 1 0 .44C12.74 10.14 10.43 12 7.5 12c-1.05 0-2-.24-2.85-.62l.78-.78c.65.26 1.34.4 2.07.4 2.4 0 4.32-1.5 5.4-3.5-.41-.77-.95-1.46-1.6-2.02l.7-.71Z'
                      : 'M7.5 3c2.93 0 5.24 1.86 6.45 4.28a.5.5 0 0 1 0 .44C12.74 10.14 10.43 12 7.5 12S2.26 10.14 1.05 7.72a.5.5 0 0 1 0-.44C2.26 4.86 4.57 3 7.5 3Zm0 1C5.1 4 3.18 5.5 2.1 7.5 3.18 9.5 5.1 11 7.5 11s4.32-1.5 5.4-3.5C11.82 5.5 9.9 4 7.5 4Zm0 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm0 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z'
                  }
                />
              </svg>
            </button>
          </div>
        )}
      </Field>
    );
  },
);
