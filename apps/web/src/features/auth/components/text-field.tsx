import { useId, type InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input of the lean public pages, with its error announced to screen readers. */
export function TextField({ label, error, hint, id, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="wb-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        id={inputId}
        className="wb-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={`${inputId}-error`} className="wb-field-error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className="wb-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
