import { paths, withQuery } from '../../../lib/paths';

/**
 * Where the home page's buy buttons go. The buy page reads `ref=homepage` (prefills 1,000 VINO,
 * as the spec's homepage link did) and `source=presale` (the banner) to attribute the purchase.
 */
export const BUY_FROM_HOME_HREF = withQuery(paths.buyVino.getHref(), { ref: 'homepage' });
export const BUY_FROM_PRESALE_BANNER_HREF = withQuery(paths.buyVino.getHref(), { source: 'presale' });
