// A labelled form field of the customers' pages: its label, a line of help, and what is wrong with it, tied to the
// control by ids (the control's accessible name, description and aria-invalid) as Mantine's inputs did.
import { useId, type ReactNode } from 'react';

export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

export function Field({
  label,
  description,
  error,
  isRequired = false,
  children,
}: {
  label: string;
  description?: string;
  error?: string;
  isRequired?: boolean;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const described = [description ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="rp-field">
      <label className="rp-label" htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="rp-bad" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className="rp-xs rp-dimmed" id={`${id}-help`}>
          {description}
        </p>
      ) : null}
      {children({
        id,
        className: 'rp-input',
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error ? (
        <p className="rp-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
