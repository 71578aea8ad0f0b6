import { Link } from 'react-router';
import { describeAge } from '../../domain/reserve/statement-age';
import { paths } from '../lib/paths';

/**
 * The attested side of the reserve figures: the latest signed statement's backing ratio and its age
 * ("Attested 3 hours ago"), linking to the page where anyone can verify it. Nothing until a statement
 * exists (a fresh install signs its first within seconds of starting).
 */
export function AttestedNote({
  attestation,
  className = '',
}: {
  /** `attestation` of GET /api/v1/reserves. */
  attestation: { sequence: number; issued_at: string; backing_ratio: string } | null | undefined;
  className?: string;
}) {
  if (!attestation) return null;
  return (
    <p className={`text-sm text-fg-muted tabular-nums ${className}`}>
      Attested {describeAge(Date.now() - Date.parse(attestation.issued_at))} ago: {attestation.backing_ratio}% backed in
      signed statement {attestation.sequence}.{' '}
      <Link to={paths.proofOfReserve.getHref()} className="text-gold-strong underline underline-offset-2">
        Verify the reserve
      </Link>
    </p>
  );
}
