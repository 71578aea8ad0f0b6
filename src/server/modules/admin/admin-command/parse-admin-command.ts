import { z } from 'zod';

export type AdminCommand =
  { command: 'create'; email: string; name: string | undefined } | { command: 'promote'; email: string };

export const ADMIN_COMMAND_USAGE = [
  'Usage:',
  '  npm run admin -- create --email <address> [--name <name>]   an admin account and a one-time link to set its password',
  '  npm run admin -- promote --email <address>                  make an existing account admin',
].join('\n');

const EmailSchema = z.email();
const OPTIONS: Record<AdminCommand['command'], readonly string[]> = {
  create: ['--email', '--name'],
  promote: ['--email'],
};

/** The command line after `npm run admin --`: a subcommand and its options, or the reason it is refused. */
export function parseAdminCommand(argv: readonly string[]): AdminCommand | { error: string } {
  const [command, ...rest] = argv;
  if (command !== 'create' && command !== 'promote')
    return { error: command ? `Unknown command "${command}".` : 'No command given.' };
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i]!, rest[i + 1]];
    // --email=a@b.c as well as --email a@b.c
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    if (!OPTIONS[command].includes(name)) return { error: `Unknown option "${name}" for ${command}.` };
    if (inline !== undefined) {
      values.set(name, inline);
      i--;
    } else if (value === undefined || value.startsWith('--')) return { error: `${name} needs a value.` };
    else values.set(name, value);
  }
  const email = values.get('--email')?.trim();
  if (!email) return { error: '--email is required.' };
  if (!EmailSchema.safeParse(email).success) return { error: `"${email}" is not a valid e-mail address.` };
  if (command === 'promote') return { command, email };
  const name = values.get('--name')?.trim();
  if (name !== undefined && (name.length === 0 || name.length > 100))
    return { error: '--name must be 1 to 100 characters.' };
  return { command, email, name };
}
