/**
 * 'Stay Updated' box of the footer. Shows the server's message; on error the typed address stays
 * in the input so it can be corrected, on success the input is cleared.
 */
import { Button } from '../../components/ui/button';
import { NewsletterEmailInput } from './newsletter-email-input';
import { useNewsletterSignup } from './use-newsletter-signup';

export function NewsletterForm() {
  const { email, feedback, onEmailChange, onSubmit, isPending } = useNewsletterSignup({
    source: 'footer',
    clearsOnEdit: 'error',
  });

  return (
    // noValidate: the server's message is the one to show, not the browser's tooltip.
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor="footer-newsletter-email" className="text-sm font-medium text-fg">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NewsletterEmailInput
          id="footer-newsletter-email"
          feedbackId="footer-newsletter-feedback"
          email={email}
          feedback={feedback}
          onEmailChange={onEmailChange}
          className="flex-1"
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
