/** The risk warning every purchase page carries. */
import { Alert } from '../../../components/ui/alert';

export function RiskWarning() {
  return (
    <Alert tone="warning" title="Risk warning">
      Buying VINO involves risk. The value of the token and of the wine that backs it can go down as well as up, and you
      may get back less than you invest. Past wine-market performance and the projections on this page are not a
      guarantee of future results. Only invest what you can afford to lose, and seek independent advice if you are
      unsure.
    </Alert>
  );
}
