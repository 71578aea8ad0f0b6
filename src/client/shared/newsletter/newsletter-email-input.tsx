/** The e-mail field of both newsletter sign-ups: labelled elsewhere by `id`, described by the feedback line. */
import { cn } from '../../lib/cn';
import type { NewsletterFeedback } from './use-newsletter-signup';

export interface NewsletterEmailInputProps {
  id: string;
  feedbackId: string;
  email: string;
  feedback: NewsletterFeedback;
  onEmailChange: (value: string) => void;
  className?: string;
}

export function NewsletterEmailInput({
  id,
  feedbackId,
  email,
  feedback,
  onEmailChange,
  className,
}: NewsletterEmailInputProps) {
  return (
    <input
      id={id}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      value={email}
      onChange={(e) => onEmailChange(e.target.value)}
      aria-invalid={feedback?.tone === 'error' ? true : undefined}
      aria-describedby={feedback ? feedbackId : undefined}
      className={cn(
        'min-h-11 w-full min-w-0 rounded-lg border border-border bg-surface-2/70 px-3.5 text-base text-fg placeholder:text-fg-subtle focus:outline-none focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    />
  );
}
