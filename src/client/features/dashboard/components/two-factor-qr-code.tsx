/**
 * The otpauth:// URI as a QR code for authenticator apps: uqr computes the modules, React draws
 * them as one SVG path (no HTML injection, nothing fetched). Dark on a white quiet zone in every
 * theme, because scanners expect that contrast.
 */
import { encode } from 'uqr';

const QUIET_ZONE = 2;

export function TwoFactorQrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const total = size + QUIET_ZONE * 2;
  let path = '';
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) path += `M${x + QUIET_ZONE},${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${total}`}
      className="h-44 w-44 shrink-0 rounded-lg"
      shapeRendering="crispEdges"
    >
      <rect width={total} height={total} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
