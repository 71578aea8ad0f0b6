import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { IconArrowRight } from '../../../components/ui/icons/content';
import { paths } from '../../../lib/paths';

const LINKS = [
  { label: 'Explore Wine Assets', description: 'The wines in the reserve', href: paths.wineAssets.getHref() },
  { label: 'RWA Coin', description: 'How the VINO token works', href: paths.coin.getHref() },
  { label: 'Investment Options', description: 'Token and stock compared', href: paths.investment.getHref() },
  { label: 'Contact Us', description: 'Talk to our team', href: paths.contact.getHref() },
] as const;

/** Where to go next from an article (investor spec section 2: /wine-assets, /coin, /investment, /contact). */
export function ArticleSidebar() {
  return (
    <Card as="nav" aria-labelledby="article-explore-title" padding="md">
      <h2 id="article-explore-title" className="mb-3 text-lg font-semibold text-fg">
        Explore VINO
      </h2>
      <ul className="flex flex-col gap-1">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="focus-ring group flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-surface-2"
            >
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-fg group-hover:text-gold-strong">{link.label}</span>
                <span className="text-xs text-fg-subtle">{link.description}</span>
              </span>
              <IconArrowRight size={16} className="shrink-0 text-gold" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
