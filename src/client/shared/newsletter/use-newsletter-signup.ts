/**
 * The one newsletter sign-up: the footer's form and the FAQ / blog / article box share this state
 * and submit logic (POST /api/v1/newsletter through api/newsletter); only their markup differs.
 * The browser checks the address with the contract's NewsletterSubscribeRequestSchema, the one the
 * server validates with, so both say the same thing; the schema (and zod) is loaded on the first
 * submit, not with the home page's footer (performance budget, ADR 008). The server's field message
 * is shown as is.
 */
import { useState, type FormEvent } from 'react';
import { useSubscribeToNewsletter } from '../../api/newsletter/subscribe-to-newsletter';
import { isApiError } from '../../lib/api-error';
import { fieldMessages } from '../../lib/form-errors';

/** The request schema's message for this address, or null; null too when the schema cannot load (the server checks). */
const checkAddress = (email: string, source: string) =>
  import('../../../contracts/newsletter')
    .then(({ NewsletterSubscribeRequestSchema }) => {
      const request = NewsletterSubscribeRequestSchema.safeParse({ email, source });
      return request.success ? null : (fieldMessages(request.error.issues)['email'] ?? null);
    })
    .catch(() => null);

export interface NewsletterSignupOptions {
  /** Where the sign-up came from, stored with the address (footer, blog, faq, blog-post). */
  source: string;
  /** Answer an empty field without a request (the boxes' spec text); the footer lets the server answer. */
  emptyMessage?: string;
  /** Shown on success; the server's own message when not given. */
  successMessage?: string;
  /** Typing clears the feedback: any (the boxes) or only an error (the footer keeps its success line). */
  clearsOnEdit?: 'any' | 'error';
}

export type NewsletterFeedback = { tone: 'success' | 'error'; text: string } | null;

export function useNewsletterSignup({
  source,
  emptyMessage,
  successMessage,
  clearsOnEdit = 'any',
}: NewsletterSignupOptions) {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<NewsletterFeedback>(null);
  const subscribe = useSubscribeToNewsletter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (emptyMessage && !email.trim()) {
      setFeedback({ tone: 'error', text: emptyMessage });
      return;
    }
    setFeedback(null);
    void checkAddress(email, source).then((problem) => {
      if (problem) setFeedback({ tone: 'error', text: problem });
      else send();
    });
  }

  function send() {
    subscribe.mutate(
      { email, source },
      {
        onSuccess: (result) => {
          setFeedback({ tone: 'success', text: successMessage ?? result.message });
          setEmail('');
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: isApiError(error) ? (error.fields.email ?? error.message) : 'Something went wrong. Please try again.',
          }),
      },
    );
  }

  function onEmailChange(value: string) {
    setEmail(value);
    if (feedback && (clearsOnEdit === 'any' || feedback.tone === 'error')) setFeedback(null);
  }

  return { email, feedback, onEmailChange, onSubmit, isPending: subscribe.isPending };
}
