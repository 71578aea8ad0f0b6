import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_CATEGORIES, CONTACT_MESSAGES } from '../../../../contracts/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconSend } from '../../../components/ui/icons';
import { Select, TextArea, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useSubmitContact } from '../../../api/contact/submit-contact';
import {
  CONTACT_CATEGORY_LABELS,
  pickContactFieldErrors,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from './contact-form-values';

/** Fields in on-screen order, so focus goes to the first one that needs attention. */
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'category', 'subject', 'message'];

export interface ContactFormProps {
  initialValues: ContactFormValues;
  onSent: () => void;
}

/**
 * The message form. Checked in the browser with the server's own schema (ContactRequestSchema),
 * then posted; the server's per-field messages land on the same fields. A failed send keeps
 * everything typed.
 */
export function ContactForm({ initialValues, onSent }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(initialValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const mutation = useSubmitContact();
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstError(fieldErrors: ContactFieldErrors) {
    const first = FIELD_ORDER.find((f) => fieldErrors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as ContactField;
    setValues((v) => ({ ...v, [field]: event.target.value }));
    // Editing a field clears its message; the rest stay until the next submit.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setSendError(null);
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.fields);
      focusFirstError(result.fields);
      return;
    }
    setErrors({});
    mutation.mutate(result.data, {
      onSuccess: onSent,
      onError: (error) => {
        const fieldErrors = isApiError(error) ? pickContactFieldErrors(error.fields) : {};
        setErrors(fieldErrors);
        setSendError(CONTACT_MESSAGES.sendFailed);
        focusFirstError(fieldErrors);
      },
    });
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange,
    error: errors[name],
    disabled: mutation.isPending,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-semibold text-fg">
        Send us a message
      </h2>
      {sendError ? <Alert tone="error">{sendError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Company (optional)" autoComplete="organization" {...field('company')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <Select label="Category" {...field('category')}>
        {CONTACT_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CONTACT_CATEGORY_LABELS[c]}
          </option>
        ))}
      </Select>
      <TextField label="Subject" required {...field('subject')} />
      <TextArea label="Message" rows={6} required {...field('message')} />
      <div>
        <Button
          type="submit"
          variant="gold"
          size="lg"
          isLoading={mutation.isPending}
          leadingIcon={<IconSend size={18} />}
        >
          {mutation.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
