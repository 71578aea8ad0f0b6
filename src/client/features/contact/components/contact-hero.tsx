import type { ReactNode } from 'react';
import { IconMail, IconPhone, IconPin } from '../../../components/ui/icons/objects';
import { CONTACT_EMAIL, CONTACT_OFFICES, CONTACT_PHONE_DISPLAY, CONTACT_PHONE_TEL } from './contact-details';

function ContactPoint({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-border bg-surface/80 p-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs uppercase tracking-wider text-fg-subtle">{label}</p>
        <div className="text-fg">{children}</div>
      </div>
    </li>
  );
}

const LINK =
  'focus-ring inline-flex min-h-11 items-center rounded break-all text-fg underline-offset-4 hover:text-gold-strong hover:underline';

export function ContactHero() {
  return (
    <header className="flex flex-col gap-8">
      <div className="flex max-w-3xl flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Contact</p>
        <h1 className="text-4xl font-semibold text-fg sm:text-5xl">Get in touch</h1>
        <p className="text-lg text-fg-muted">
          Questions about investing, the reserve or a partnership? Write to us and a member of the team will answer
          personally.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ContactPoint icon={<IconMail size={20} />} label="Email">
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>
        </ContactPoint>
        <ContactPoint icon={<IconPhone />} label="Phone">
          <a href={`tel:${CONTACT_PHONE_TEL}`} className={`${LINK} tabular-nums`}>
            {CONTACT_PHONE_DISPLAY}
          </a>
        </ContactPoint>
        {CONTACT_OFFICES.map((office) => (
          <ContactPoint key={office.city} icon={<IconPin />} label="Office">
            <p className="font-semibold">{office.city}</p>
            <p className="text-sm text-fg-muted">{office.detail}</p>
          </ContactPoint>
        ))}
      </ul>
    </header>
  );
}
