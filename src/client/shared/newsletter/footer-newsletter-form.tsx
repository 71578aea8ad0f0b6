/**
 * 'Stay Updated' box of the footer. Shows the server's message; on error the typed address stays
 * in the input so it can be corrected, on success the input is cleared.
 */
import { Button } from '../../components/ui/button';
import { useNewsletterSignup } from './use-newsletter-signup';

export function NewsletterForm() {
  const { email, setEmail, feedback, setFeedback, onSubmit, isPending } = useNewsletterSignup({ source: 'footer' });

  return (
    // noValidate: the server's message is the one to show, not the browser's tooltip.
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor="footer-newsletter-email" className="text-sm font-medium text-fg">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="footer-newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (feedback?.tone === 'error') setFeedback(null);
          }}
          aria-invalid={feedback?.tone === 'error' ? true : undefined}
          aria-describedby={feedback ? 'footer-newsletter-feedback' : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-border bg-surface-2/70 px-3.5 text-base text-fg placeholder:text-fg-subtle focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
        />
        <Button type="submit" variant="primary" size="md" isLoading={isPending}>
          Subscribe
        </Button>
      </div>
      <p
        id="footer-newsletter-feedback"
        role={feedback?.tone === 'error' ? 'alert' : 'status'}
        className={feedback?.tone === 'error' ? 'min-h-5 text-sm text-danger' : 'min-h-5 text-sm text-success'}
      >
        {feedback?.text ?? ''}
      </p>
    </form>
  );
}
