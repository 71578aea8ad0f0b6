import type { Role } from '../../domain/constants';
import type { ApiKeyAuthenticator, SignedInUser } from './auth/guards';

/**
 * What the platform needs answered by a module above it (the platform never imports a module):
 * each point is provided once, by the owning module's door, while the app is built; the platform
 * calls it only when a request arrives, after every module is registered.
 */
export interface ExtensionPointFunctions {
  /** The role the guards check for a signed-in user (profiles). */
  loadRole(user: SignedInUser): Promise<Role>;
  /** The owner of a personal API key, or null (api-keys). */
  authenticateApiKey: ApiKeyAuthenticator;
  /** A client route whose record does not exist (an unknown article), answered with 404 (content). */
  isMissingPage(urlPath: string): Promise<boolean>;
  /**
   * VINO held on chain outside the platform's custody (total supply less custody's balance), 8
   * decimals: the part of circulating supply the ledger does not hold (chain; '0' with no chain).
   */
  onChainCirculation(): Promise<string>;
}

export type ExtensionPointName = keyof ExtensionPointFunctions;

/** Points a module may leave unprovided: the platform then uses these. */
const DEFAULTS: Partial<ExtensionPointFunctions> = {
  onChainCirculation: () => Promise.resolve('0'),
};

export class ExtensionPoints {
  private readonly provided: Partial<ExtensionPointFunctions> = {};

  provide<N extends ExtensionPointName>(name: N, fn: ExtensionPointFunctions[N]): void {
    if (this.provided[name]) throw new Error(`Extension point '${name}' is already provided.`);
    this.provided[name] = fn;
  }

  /** The provided function; throws when no module registered one (a wiring mistake, seen at once). */
  get<N extends ExtensionPointName>(name: N): ExtensionPointFunctions[N] {
    const fn = this.provided[name] ?? DEFAULTS[name];
    if (!fn) throw new Error(`No module provides the extension point '${name}'.`);
    return fn;
  }

  /** The names nobody provided (checked when the app becomes ready). */
  missing(): ExtensionPointName[] {
    const all: ExtensionPointName[] = ['loadRole', 'authenticateApiKey', 'isMissingPage'];
    return all.filter((name) => !this.provided[name]);
  }
}
