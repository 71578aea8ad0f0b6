/**
 * Form fields with a visible <label>, an optional hint and an error text, both tied to the control
 * through aria-describedby (and aria-invalid when there is an error).
 * - TextField: <input> (type text/email/...); PasswordField: adds a show/hide toggle button whose
 *   accessible name is 'Show password' / 'Hide password'.
 * - TextArea, Select (pass <option>s as children), Checkbox (label on the right).
 * All controls are at least 44 px tall (touch target) and forward refs.
 */
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';
import { IconEye, IconEyeOff } from './icons/objects';

const CONTROL =
  'block w-full min-h-11 rounded-lg border bg-surface-2/70 px-3.5 py-2.5 text-base text-fg placeholder:text-fg-subtle ' +
  'transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:opacity-60';
const CONTROL_BORDER = (hasError: boolean) =>
  hasError ? 'border-danger/70' : 'border-border hover:border-border-strong';

interface FieldChromeProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint + error layout shared by every field. */
function FieldChrome({ id, label, hint, error, hideLabel, required, className, children }: FieldChromeProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-gold">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [extra, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface BaseFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export type TextFieldProps = BaseFieldProps & InputHTMLAttributes<HTMLInputElement>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel, containerClassName, id, className, required, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldChrome
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      className={containerClassName}
    >
      <input
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error, rest['aria-describedby'])}
        className={cn(CONTROL, CONTROL_BORDER(Boolean(error)), className)}
        {...rest}
      />
    </FieldChrome>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, hideLabel, containerClassName, id, className, required, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldChrome
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <input
          ref={ref}
          id={fieldId}
          type={isVisible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error, rest['aria-describedby'])}
          className={cn(CONTROL, CONTROL_BORDER(Boolean(error)), 'pr-12', className)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          aria-controls={fieldId}
          className="focus-ring absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-fg-subtle hover:text-fg"
        >
          {isVisible ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </button>
      </div>
    </FieldChrome>
  );
});

export type TextAreaProps = BaseFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, hideLabel, containerClassName, id, className, required, rows = 6, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldChrome
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      className={containerClassName}
    >
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error, rest['aria-describedby'])}
        className={cn(CONTROL, CONTROL_BORDER(Boolean(error)), 'resize-y', className)}
        {...rest}
      />
    </FieldChrome>
  );
});

export type SelectProps = BaseFieldProps & SelectHTMLAttributes<HTMLSelectElement>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, hideLabel, containerClassName, id, className, required, children, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldChrome
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      className={containerClassName}
    >
      <select
        ref={ref}
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error, rest['aria-describedby'])}
        className={cn(CONTROL, CONTROL_BORDER(Boolean(error)), 'appearance-auto pr-8', className)}
        {...rest}
      >
        {children}
      </select>
    </FieldChrome>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={cn('flex flex-col', className)}>
      {/* The whole label row is the 44 px target, not just the 18 px box. */}
      <label
        htmlFor={fieldId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-fg-muted"
      >
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-describedby={hint ? `${fieldId}-hint` : undefined}
          className="h-[18px] w-[18px] shrink-0 cursor-pointer rounded accent-[var(--gold)]"
          {...rest}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="-mt-2 pl-7 text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
