import type { Role } from '../../../domain/constants';

/**
 * The demo accounts of demo mode (the seed creates them; the sign-in page offers them). Their credentials are shown in the demo notice on
 * the sign-in page, so they are not secrets; they exist only when demo mode is on.
 */
export const DEMO_ACCOUNTS: readonly { label: string; name: string; email: string; password: string; role: Role }[] = [
  {
    label: 'Demo Investor',
    name: 'Demo Investor',
    email: 'investor@demo.vino.example',
    password: 'vino-demo-investor',
    role: 'investor',
  },
  {
    label: 'Demo Admin',
    name: 'Demo Admin',
    email: 'admin@demo.vino.example',
    password: 'vino-demo-admin-2026',
    role: 'admin',
  },
];
