import { SectionHeading } from '../../../components/ui/section-heading';

/** Static marketing quotes (the spec's testimonials are static text). */
const TESTIMONIALS = [
  {
    quote:
      'I have collected Bordeaux for twenty years. VINO gives me exposure to the whole market without worrying about storage, insurance or provenance.',
    name: 'Margaret H.',
    role: 'Private collector, Melbourne',
  },
  {
    quote:
      'The reserve figures are published and the backing ratio is right there on the home page. That transparency is why we allocated part of our treasury.',
    name: 'David L.',
    role: 'Family office partner, Singapore',
  },
  {
    quote:
      'A stable token with a real asset behind it. Buying took minutes, and staking rewards arrive without my having to do anything.',
    name: 'Priya S.',
    role: 'Retail investor, London',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <SectionHeading id="testimonials-title" eyebrow="Investors" title="What our investors say" align="center" />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-card">
              <svg
                width={28}
                height={28}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                className="text-gold"
              >
                <path
                  fill="currentColor"
                  d="M9.5 6C6.5 7 4.5 9.6 4.5 13v5h6v-6H7.7c.2-2 1.3-3.3 2.8-4l-1-2Zm9 0c-3 1-5 3.6-5 7v5h6v-6h-2.8c.2-2 1.3-3.3 2.8-4l-1-2Z"
                />
              </svg>
              <blockquote className="mt-3 flex-1 text-fg-muted">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-border pt-4">
                <span className="block font-semibold text-fg">{t.name}</span>
                <span className="text-sm text-fg-subtle">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
