import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, RequiredMark } from './field-parts';

type ConsentCheckboxProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** The required mark's text, in the form's language. */
  requiredMark?: string;
  /** Shown under the label, outside it (a link to read more). */
  after?: ReactNode;
};

export function ConsentCheckbox({
  label,
  registration,
  error,
  required = false,
  requiredMark,
  after,
}: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          className="mt-1 h-5 w-5 shrink-0 accent-primary-900 dark:accent-primary-100"
          aria-invalid={Boolean(error)}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <div>
          <label htmlFor={id}>
            {label}
            {required ? (
              <>
                {' '}
                <RequiredMark text={requiredMark} />
              </>
            ) : null}
          </label>
          {after ? <div className="mt-1">{after}</div> : null}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
