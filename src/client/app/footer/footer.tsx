/**
 * Site footer (core spec section 2): Platform, Trading & Services, Resources and the brand blurb,
 * social links (no target: they open in the same tab, as the spec says), the Stay Updated box,
 * legal links (all to /legal) and the risk line.
 */
import { Link } from 'react-router';
import { IconGithub, IconLinkedIn, IconX } from '../../components/ui/icons';
import { NewsletterCompactCard } from '../../shared/newsletter/newsletter-compact-card';
import { paths } from '../../lib/paths';
import { useSession } from '../../shared/session';
import { Logo } from '../logo';
import { ThemeSwitch } from './theme-switch';

const COLUMNS = [
  {
    title: 'Platform',
    links: [
      { label: 'About VINO', href: paths.about.getHref() },
      { label: 'Investment', href: paths.investment.getHref() },
      { label: 'Wine Assets', href: paths.wineAssets.getHref() },
      { label: 'Proof of reserve', href: paths.proofOfReserve.getHref() },
      { label: 'Investors', href: paths.investors.getHref() },
      { label: 'Enterprise', href: paths.enterprise.getHref() },
    ],
  },
  {
    title: 'Trading & Services',
    links: [
      { label: 'Buy VINO', href: paths.buyVino.getHref() },
      { label: 'Trading', href: paths.trading.getHref() },
      { label: 'Staking', href: paths.trading.getHref({ tab: 'staking' }) },
      { label: 'Real-time Data', href: paths.realtime.getHref() },
      { label: 'Dashboard', href: paths.dashboard.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documents', href: paths.documents.getHref() },
      { label: 'Blog', href: paths.blog.getHref() },
      { label: 'Q&A', href: paths.qa.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
      { label: 'System Status', href: paths.systemStatus.getHref() },
    ],
  },
] as const;

const FOOTER_LINK =
  'focus-ring inline-flex min-h-11 items-center rounded text-sm text-fg-muted transition-colors hover:text-gold-strong sm:min-h-9';

export default function Footer() {
  const { config } = useSession();
  const githubUrl = config?.githubUrl || 'https://github.com';
  const socials = [
    { label: 'VINO on X', href: 'https://x.com', Icon: IconX },
    { label: 'VINO on LinkedIn', href: 'https://www.linkedin.com', Icon: IconLinkedIn },
    { label: 'VINO on GitHub', href: githubUrl, Icon: IconGithub },
  ];
  return (
    <footer className="mt-24 border-t border-border/70 bg-surface/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 md:col-span-3 lg:col-span-1">
          <Logo />
          <p className="max-w-sm text-sm text-fg-muted">
            VINO is a real-world-asset stablecoin backed by investment-grade wine held in insured, climate-controlled
            vaults, issued by a publicly listed company.
          </p>
          <ul className="flex gap-1" aria-label="Social links">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  className="focus-ring flex h-11 w-11 items-center justify-center rounded-lg border border-border text-fg-muted transition-colors hover:border-gold/50 hover:text-gold-strong"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-gold">
              {column.title}
            </h2>
            <ul className="flex flex-col">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href} className={FOOTER_LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section
          aria-labelledby="footer-stay-updated"
          className="grid gap-4 rounded-2xl border border-border bg-surface-2/50 p-5 sm:p-6 md:grid-cols-[1fr_1.2fr] md:items-center"
        >
          <div>
            <h2 id="footer-stay-updated" className="text-lg font-semibold">
              Stay Updated
            </h2>
            <p className="text-sm text-fg-muted">
              Presale news, new wine assets and market reports. No spam; unsubscribe anytime.
            </p>
          </div>
          <NewsletterCompactCard submitLabel="Subscribe" />
        </section>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-xs text-fg-subtle sm:px-6">
        <div className="flex flex-col gap-3 border-t border-border/70 pt-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-4">
            <p>© {new Date().getFullYear()} VINO. All rights reserved.</p>
            <ThemeSwitch />
          </div>
          <ul className="flex flex-wrap gap-x-5">
            {['Privacy Policy', 'Terms of Service', 'Compliance'].map((label) => (
              <li key={label}>
                <Link to={paths.legal.getHref()} className={FOOTER_LINK}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p className="max-w-4xl leading-relaxed">
          Risk warning: digital assets and wine investments carry risk, including the loss of capital. Past performance
          of wine as an asset class does not guarantee future results. Nothing on this site is investment advice.
        </p>
      </div>
    </footer>
  );
}
