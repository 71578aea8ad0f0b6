import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_ACCESS_LEVELS,
  type DocumentAccessLevel,
} from '../../../../contracts/documents';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconCheckCircle } from '../../../components/ui/icons/status';
import { IconLock } from '../../../components/ui/icons/objects';
import { paths } from '../../../lib/paths';
import { ACCESS_TONE } from './document-card';

/** Who may open each level (operator spec section 6). */
const ACCESS_DESCRIPTIONS: Record<DocumentAccessLevel, string> = {
  public: 'Available to everyone, no account needed.',
  investor: 'For verified investor accounts. Request investor access to have your account verified.',
  accredited: 'For accredited investors only, confirmed by our compliance team.',
  premium:
    'For Premium Circle members while their membership is active: cellar allocations and the wine redemption guide.',
  admin: 'Internal documents for VINO administrators.',
};

export function AccessLevels({
  allowed,
  isSignedIn,
}: {
  allowed: readonly DocumentAccessLevel[];
  isSignedIn: boolean;
}) {
  return (
    <section aria-labelledby="access-levels-title" className="flex flex-col gap-4">
      <h2 id="access-levels-title" className="text-2xl font-semibold text-fg">
        Access Levels
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {DOCUMENT_ACCESS_LEVELS.map((level) => {
          const isAllowed = allowed.includes(level);
          return (
            <li key={level}>
              <Card className="flex h-full flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Badge tone={ACCESS_TONE[level]}>{DOCUMENT_ACCESS_LABELS[level]}</Badge>
                  {isAllowed ? (
                    <span className="flex items-center gap-1 text-xs text-success">
                      <IconCheckCircle size={14} /> You have access
                    </span>
                  ) : (
                    <span className="flex items-center gap-1 text-xs text-fg-subtle">
                      <IconLock size={14} /> Restricted
                    </span>
                  )}
                </div>
                <p className="text-sm text-fg-muted">{ACCESS_DESCRIPTIONS[level]}</p>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        {isSignedIn ? (
          <>
            <ButtonLink to={paths.investors.getHref({ tab: 'portal' })} variant="secondary">
              Request Investor Access
            </ButtonLink>
            {allowed.includes('premium') ? null : (
              <ButtonLink to={paths.payments.getHref({ tab: 'memberships' })} variant="gold">
                Join Premium Circle
              </ButtonLink>
            )}
          </>
        ) : (
          <ButtonLink to={paths.auth.getHref()} variant="gold" size="lg">
            Create Account for Full Access
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
