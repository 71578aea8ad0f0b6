/**
 * Button and ButtonLink: the one button look of the product.
 * - variant: primary (burgundy), gold (accent call to action), secondary (outlined), ghost, danger
 * - size: sm | md | lg — every size keeps a 44 px minimum touch target (spec section 9).
 * - isLoading shows a spinner and disables the button (the auth form's submitting flag).
 * ButtonLink renders a react-router <Link> with the same look, for navigation.
 */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong shadow-sm',
  gold: 'bg-gold text-on-gold hover:bg-gold-strong shadow-sm',
  secondary: 'border border-border-strong bg-surface/60 text-fg hover:bg-surface-2',
  ghost: 'text-fg-muted hover:text-fg hover:bg-surface-2',
  danger: 'bg-danger-soft text-danger border border-danger/40 hover:bg-danger hover:text-bg',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
};

/** The classes of a button; exported so other clickable things (e.g. anchors) can look the same. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false): string {
  return cn(
    'inline-flex min-w-11 select-none items-center justify-center whitespace-nowrap rounded-lg font-medium transition-colors',
    'focus-ring disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    fullWidth && 'w-full',
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  isLoading?: boolean;
  leadingIcon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth, isLoading, leadingIcon, className, children, disabled, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      // Default to type=button so a button inside a form never submits by accident.
      type={type ?? 'button'}
      className={cn(buttonClasses(variant, size, fullWidth), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : leadingIcon}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function ButtonLink({ variant = 'primary', size = 'md', fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses(variant, size, fullWidth), className)} {...rest} />;
}
