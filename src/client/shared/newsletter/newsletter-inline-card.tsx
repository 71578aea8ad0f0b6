/**
 * The inline newsletter card (operator spec section 2): email, optional name and the six interest
 * toggles. States idle, loading, success ("Welcome to VINO! Check your email for confirmation.")
 * and error ("Subscription failed" / the reason, default "Something went wrong. Please try again.").
 */
import { useId } from 'react';
import { NEWSLETTER_INTERESTS } from '../../../domain/email-consent';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { cn } from '../../lib/cn';
import { NewsletterEmailInput } from './newsletter-email-input';
import { useNewsletterSignup } from './use-newsletter-signup';

export function NewsletterInlineCard({ source = 'inline', className }: { source?: string; className?: string }) {
  const id = useId();
  const { email, name, setName, interests, toggleInterest, feedback, status, onEmailChange, onSubmit, isPending } =
    useNewsletterSignup({ source });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl border border-gold/35 bg-gradient-to-br from-brand-soft via-surface to-surface p-6 shadow-card sm:p-8',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-fg">
        Subscribe to VINO insights
      </h2>
      <p className="mt-2 text-sm text-fg-muted">
        Wine market analysis, new collections and platform news. We ask you to confirm by e-mail; unsubscribe anytime.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-fg">
              Email address
            </label>
            <NewsletterEmailInput
              id={`${id}-email`}
              feedbackId={`${id}-feedback`}
              email={email}
              feedback={feedback?.tone === 'error' ? feedback : null}
              onEmailChange={onEmailChange}
            />
          </div>
          <TextField
            label="Name (optional)"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={100}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-fg">Interests (optional)</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {NEWSLETTER_INTERESTS.map((interest) => {
              const on = interests.includes(interest);
              return (
                <button
                  key={interest}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleInterest(interest)}
                  className={cn(
                    'min-h-11 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    on
                      ? 'border-gold bg-gold-soft text-fg'
                      : 'border-border text-fg-muted hover:border-border-strong hover:text-fg',
                  )}
                >
                  {interest}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div id={`${id}-feedback`}>
          {status === 'success' && feedback && <Alert tone="success">{feedback.text}</Alert>}
          {status === 'error' && feedback && (
            <Alert tone="error" title="Subscription failed">
              {feedback.text}
            </Alert>
          )}
        </div>
        <Button type="submit" variant="gold" isLoading={isPending} className="sm:self-start">
          Subscribe
        </Button>
      </form>
    </section>
  );
}
