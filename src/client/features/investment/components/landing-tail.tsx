import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconGithub } from '../../../components/ui/icons';
import { IconDownload } from '../../../components/ui/icons/objects';
import { usePublicConfig } from '../../../api/system/get-public-config';

/** A static file served by the server (the documents issue generates it), not a client route. */
const WHITEPAPER_HREF = '/docs/whitepaper.pdf';

const CARDS = [
  {
    title: 'Australian Excellence',
    body: 'Founded in Australia, with deep roots in its wine country and a team that has sourced, stored and traded fine wine for decades.',
  },
  {
    title: 'Global Network',
    body: 'Partnerships with producers, merchants and bonded warehouses across Europe, North America and Australasia.',
  },
  {
    title: 'Timeless Value',
    body: 'Great wine becomes scarcer every year it is opened; the value of what remains has held across generations.',
  },
] as const;

/** Landing tail cards with Download Whitepaper and View on GitHub (the configured URL). */
export function LandingTail() {
  const githubUrl = usePublicConfig().data?.githubUrl;
  return (
    <section aria-label="About the company" className="flex flex-col gap-6">
      <ul className="grid gap-5 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.title}>
            <Card className="h-full">
              <h3 className="text-xl font-semibold text-fg">{card.title}</h3>
              <p className="mt-2 text-fg-muted">{card.body}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={WHITEPAPER_HREF} download className={buttonClasses('gold', 'lg')}>
          <IconDownload size={18} />
          Download Whitepaper
        </a>
        {githubUrl ? (
          <a href={githubUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'lg')}>
            <IconGithub size={18} />
            View on GitHub
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span aria-disabled="true" className={buttonClasses('secondary', 'lg')}>
            <IconGithub size={18} />
            View on GitHub
          </span>
        )}
      </div>
    </section>
  );
}
