import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { ContactFaq } from './components/contact-faq';
import { ContactForm } from './components/contact-form';
import { EMPTY_CONTACT_FORM, readContactPrefill } from './components/contact-form-values';
import { ContactHero } from './components/contact-hero';
import { ContactSuccess } from './components/contact-success';

export default function ContactPage() {
  useDocumentMeta(
    'Contact VINO — Wine-backed token',
    'Contact the VINO team by e-mail, phone or the message form. Offices in San Francisco and New York; we reply within 24 hours.',
  );
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  // The prefill (?subject=&message=&category=) applies to the first form only; "Send Another Message" starts empty.
  const [initialValues, setInitialValues] = useState(() => readContactPrefill(searchParams));
  const [isSent, setIsSent] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // A link to /contact?subject=... followed while already on this page brings a new prefill:
  // adjust state during render (React's pattern for state derived from changing input).
  const [prefillSearch, setPrefillSearch] = useState(search);
  if (search !== prefillSearch) {
    setPrefillSearch(search);
    setInitialValues(readContactPrefill(searchParams));
    setFormKey((k) => k + 1);
    setIsSent(false);
  }

  function onSendAnother() {
    setInitialValues(EMPTY_CONTACT_FORM);
    setFormKey((k) => k + 1);
    setIsSent(false);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6 py-12 sm:py-16">
      <ContactHero />
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <Card padding="lg">
          {isSent ? (
            <ContactSuccess onSendAnother={onSendAnother} />
          ) : (
            <ContactForm key={formKey} initialValues={initialValues} onSent={() => setIsSent(true)} />
          )}
        </Card>
        <ContactFaq />
      </div>
    </div>
  );
}
