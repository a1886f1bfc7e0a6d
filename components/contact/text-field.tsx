import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, RequiredMark } from './field-parts';

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** The required mark's text, in the form's language. */
  requiredMark?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
};

const inputClass =
  'mt-1 block w-full rounded border border-primary-300 bg-white px-3 py-2 text-primary-900 ' +
  'focus:border-primary-700 aria-[invalid=true]:border-red-700 dark:border-primary-500 ' +
  'dark:bg-primary-900 dark:text-primary-50 dark:focus:border-primary-200 ' +
  'dark:aria-[invalid=true]:border-red-400';

export function TextField({
  label,
  registration,
  error,
  required = false,
  requiredMark,
  type = 'text',
  autoComplete,
  multiline = false,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    ...registration,
    className: inputClass,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark text={requiredMark} />
          </>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
