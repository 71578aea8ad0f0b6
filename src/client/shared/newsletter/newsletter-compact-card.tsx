/**
 * The compact newsletter card (operator spec section 2: email and a join button). The footer uses it
 * with the core spec's "Subscribe" label (its Stay Updated box). The button is disabled while the
 * field is empty or the request runs (operator spec section 5).
 */
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NewsletterEmailInput } from './newsletter-email-input';
import { useNewsletterSignup } from './use-newsletter-signup';

export function NewsletterCompactCard({
  source = 'footer',
  submitLabel = 'Join',
}: {
  source?: string;
  submitLabel?: string;
}) {
  const { email, feedback, onEmailChange, onSubmit, isPending } = useNewsletterSignup({
    source,
    clearsOnEdit: 'error',
  });
  return (
    // noValidate: the contract's message is the one to show, not the browser's tooltip.
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Join the newsletter">
      <label htmlFor={`${source}-newsletter-email`} className="text-sm font-medium text-fg">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NewsletterEmailInput
          id={`${source}-newsletter-email`}
          feedbackId={`${source}-newsletter-feedback`}
          email={email}
          feedback={feedback}
          onEmailChange={onEmailChange}
          className="flex-1"
        />
        <Button type="submit" variant="primary" size="md" isLoading={isPending} disabled={!email.trim() || isPending}>
          {submitLabel}
        </Button>
      </div>
      <p
        id={`${source}-newsletter-feedback`}
        role={feedback?.tone === 'error' ? 'alert' : 'status'}
        className={cn('min-h-5 text-sm', feedback?.tone === 'error' ? 'text-danger' : 'text-success')}
      >
        {feedback?.text ?? ''}
      </p>
    </form>
  );
}
