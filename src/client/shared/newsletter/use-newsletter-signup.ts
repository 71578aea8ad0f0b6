/**
 * The one newsletter sign-up state (operator spec: idle, loading, success, error): the footer's
 * compact card, the inline card and the FAQ / blog / article box share it; only markup differs.
 * Validation is the contract's NewsletterSignupRequestSchema, loaded when the form is submitted
 * (the footer renders on every page; zod stays out of the shell). The server answers a duplicate
 * as a success, and sends a confirmation mail (double opt-in).
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useSubscribeToNewsletter } from '../../api/email/subscribe-to-newsletter';
import { isApiError } from '../../lib/api-error';

/** Spec section 5; duplicated from contracts/email EMAIL_MESSAGES so the shell needs no contract chunk. */
const EMAIL_REQUIRED = 'Please enter your email address.';
const FAILED = 'Something went wrong. Please try again.';

export interface NewsletterSignupOptions {
  /** Where the sign-up came from, stored with the address (footer, inline, blog, faq, blog-post). */
  source: string;
  /** The text for an empty field (the content boxes use their own spec text). */
  emptyMessage?: string;
  /** Shown on success; the server's own message when not given. */
  successMessage?: string;
  /** Typing clears the feedback: any (the boxes) or only an error (the footer keeps its success line). */
  clearsOnEdit?: 'any' | 'error';
}

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error';
export type NewsletterFeedback = { tone: 'success' | 'error'; text: string } | null;

export function useNewsletterSignup({
  source,
  emptyMessage = EMAIL_REQUIRED,
  successMessage,
  clearsOnEdit = 'any',
}: NewsletterSignupOptions) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [interests, setInterests] = useState<string[]>([]);
  const [feedback, setFeedback] = useState<NewsletterFeedback>(null);
  const [isValidating, setIsValidating] = useState(false);
  const subscribe = useSubscribeToNewsletter();
  const { pathname } = useLocation();

  async function submit() {
    if (!email.trim()) {
      setFeedback({ tone: 'error', text: emptyMessage });
      return;
    }
    setFeedback(null);
    setIsValidating(true);
    const { NewsletterSignupRequestSchema } = await import('../../../contracts/email');
    setIsValidating(false);
    const parsed = NewsletterSignupRequestSchema.safeParse({
      email,
      name: name.trim() || undefined,
      interests: interests.length ? interests : undefined,
      source,
      sourcePage: pathname,
    });
    if (!parsed.success) {
      setFeedback({ tone: 'error', text: parsed.error.issues[0]?.message ?? FAILED });
      return;
    }
    subscribe.mutate(parsed.data, {
      onSuccess: (result) => {
        setFeedback({ tone: 'success', text: successMessage ?? result.message });
        setEmail('');
        setName('');
        setInterests([]);
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: isApiError(error) ? (error.fields.email ?? error.message) : FAILED }),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function onEmailChange(value: string) {
    setEmail(value);
    if (feedback && (clearsOnEdit === 'any' || feedback.tone === 'error')) setFeedback(null);
  }

  function toggleInterest(interest: string) {
    setInterests((list) => (list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest]));
  }

  const isPending = subscribe.isPending || isValidating;
  const status: NewsletterStatus = isPending ? 'loading' : (feedback?.tone ?? 'idle');
  return { email, name, setName, interests, toggleInterest, feedback, status, onEmailChange, onSubmit, isPending };
}
