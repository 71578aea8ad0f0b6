/**
 * Demo mode only: a signed-in user may take a small grant of test funds once a day. The button and
 * its toast say plainly that these are sandbox funds, not money.
 */
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSandboxGrant } from '../../../api/ledger/take-sandbox-grant';

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

export function SandboxGrantButton() {
  const grant = useSandboxGrant();
  const toast = useToast();

  function onClick() {
    grant.mutate(undefined, {
      onSuccess: (grant) =>
        toast({
          tone: 'success',
          title: 'Sandbox test funds added',
          description: `${grant.amounts.map((a) => `${trimZeros(a.amount)} ${a.asset}`).join(', ')} for trying the exchange in demo mode. They have no value.`,
        }),
      onError: (error) => toast({ tone: 'error', title: 'No sandbox funds added', description: error.message }),
    });
  }

  return (
    <div className="flex items-center gap-2">
      <Badge tone="gold">Demo mode</Badge>
      <Button variant="secondary" size="sm" onClick={onClick} isLoading={grant.isPending}>
        Get sandbox test funds
      </Button>
    </div>
  );
}
