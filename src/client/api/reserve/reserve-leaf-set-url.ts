/** GET /api/v1/reserve/leaves: the full leaf set (~9 MB), offered as a download link, never loaded into the page. */
import { apiPaths } from '../../../contracts/api-paths';

export const RESERVE_LEAF_SET_URL = apiPaths.reserve.leaves;
