/** The Overview tab's quick links (investor spec section 2): Buy VINO, Trade, Stake, Wine Assets. */
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <ButtonLink to={paths.buyVino.getHref()} variant="gold" fullWidth>
        Buy VINO
      </ButtonLink>
      <ButtonLink to={paths.trading.getHref({ tab: 'spot' })} variant="secondary" fullWidth>
        Trade
      </ButtonLink>
      <ButtonLink to={paths.trading.getHref({ tab: 'staking' })} variant="secondary" fullWidth>
        Stake
      </ButtonLink>
      <ButtonLink to={paths.wineAssets.getHref()} variant="secondary" fullWidth>
        Wine Assets
      </ButtonLink>
    </nav>
  );
}
