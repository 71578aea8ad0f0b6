/**
 * What the authenticator app needs, shown once during setup: the QR code, the setup key for typing
 * in by hand (grouped by four for reading) and the backup codes with the note to keep them.
 */
import { useEffect, useRef } from 'react';
import type { EnableTwoFactorResponse } from '../../../../contracts/two-factor';
import { Alert } from '../../../components/ui/alert';
import { TwoFactorQrCode } from './two-factor-qr-code';

function setupKeyOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

export function TwoFactorSetupDetails({ setup }: { setup: EnableTwoFactorResponse }) {
  const setupKey = setupKeyOf(setup.totpURI);
  const intro = useRef<HTMLParagraphElement>(null);
  // The password step just left the screen: start reading (and tabbing) from the setup's top.
  useEffect(() => intro.current?.focus(), []);
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <TwoFactorQrCode value={setup.totpURI} label="QR code to scan with your authenticator app" />
        <div className="min-w-0 space-y-2 text-fg-muted">
          <p ref={intro} tabIndex={-1} className="focus:outline-none">
            Scan the QR code with an authenticator app, or enter this setup key by hand:
          </p>
          <dl>
            <dt className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Setup key</dt>
            <dd className="mt-1">
              <code className="block break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm text-fg select-all">
                {setupKey.match(/.{1,4}/g)?.join(' ')}
              </code>
            </dd>
          </dl>
        </div>
      </div>
      <Alert tone="warning" title="Save your backup codes">
        Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are shown only
        now.
      </Alert>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-fg">
        {setup.backupCodes.map((code) => (
          <li key={code} className="rounded-md bg-surface-2 px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
