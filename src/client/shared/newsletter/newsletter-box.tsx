/**
 * The newsletter box of the FAQ, blog and article pages (investor spec section 5, Newsletter):
 * an empty address gives 'Please enter your email address first.' without a request; otherwise
 * the address is stored through POST /api/v1/newsletter and the box says 'Subscribed successfully'
 * and clears the field. The server's message is shown for an address it refuses.
 */
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NewsletterEmailInput } from './newsletter-email-input';
import { useNewsletterSignup } from './use-newsletter-signup';

export const NEWSLETTER_EMPTY_MESSAGE = 'Please enter your email address first.';
export const NEWSLETTER_SUCCESS_MESSAGE = 'Subscribed successfully';

export interface NewsletterBoxProps {
  title: string;
  description: string;
  /** Where the sign-up came from, stored with the address (blog, faq, blog-post). */
  source: string;
  className?: string;
}

export function NewsletterBox({ title, description, source, className }: NewsletterBoxProps) {
  const id = useId();
  const { email, feedback, onEmailChange, onSubmit, isPending } = useNewsletterSignup({
    source,
    emptyMessage: NEWSLETTER_EMPTY_MESSAGE,
    successMessage: NEWSLETTER_SUCCESS_MESSAGE,
  });

  const inputId = `${id}-email`;
  const feedbackId = `${id}-feedback`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl border border-gold/35 bg-gradient-to-br from-brand-soft via-surface to-surface p-6 shadow-card',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-2 text-sm text-fg-muted">{description}</p>
      {/* noValidate: the spec's own message answers an empty field, not the browser's tooltip. */}
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          Email address
        </label>
        <NewsletterEmailInput
          id={inputId}
          feedbackId={feedbackId}
          email={email}
          feedback={feedback}
          onEmailChange={onEmailChange}
        />
        <Button type="submit" variant="gold" isLoading={isPending} fullWidth>
          Subscribe
        </Button>
        <p
          id={feedbackId}
          role={feedback?.tone === 'error' ? 'alert' : 'status'}
          className={cn('min-h-5 text-sm', feedback?.tone === 'error' ? 'text-danger' : 'text-success')}
        >
          {feedback?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
