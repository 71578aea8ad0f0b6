import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconMail } from '../../../components/ui/icons/objects';
import { paths } from '../../../lib/paths';

/** The way to /contact when the FAQ does not answer the question. */
export function FaqContactCard() {
  return (
    <Card as="section" aria-labelledby="faq-contact-title" padding="lg" className="flex flex-col gap-3">
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-soft text-gold">
        <IconMail />
      </span>
      <h2 id="faq-contact-title" className="text-xl font-semibold text-fg">
        Still have questions?
      </h2>
      <p className="text-sm text-fg-muted">
        Our team answers every message personally, usually within one business day.
      </p>
      <ButtonLink to={paths.contact.getHref()} variant="primary" className="self-start">
        Contact Us
      </ButtonLink>
    </Card>
  );
}
