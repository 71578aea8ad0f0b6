/** The VINO wordmark with its glass mark; decorative SVG, the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="vino-logo-wine" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#b42a55" />
            <stop offset="1" stopColor="#6d1530" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill="#1c1414" stroke="#d4a85a" strokeWidth="1.5" />
        <path d="M10 8h12c0 5-1.8 9-6 9s-6-4-6-9Z" fill="url(#vino-logo-wine)" stroke="#e6bf78" strokeWidth="1" />
        <path d="M16 17v6M12 24h8" stroke="#e6bf78" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-[0.12em] text-fg">VINO</span>
    </span>
  );
}
