/**
 * The hub's preferences (investor spec section 3): investment goals, risk tolerance and amount tier,
 * saved on the profile (PATCH /api/v1/me/profile); the recommendations follow from them.
 */
import { useState, type FormEvent } from 'react';
import { UpdateProfileRequestSchema, type UserProfile } from '../../../../contracts/profile';
import { INVESTMENT_GOALS, RISK_TOLERANCES, type RiskTolerance } from '../../../../domain/recommendations';
import { Button } from '../../../components/ui/button';
import { Checkbox, Select } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useUpdateMyProfile } from '../../../api/profiles/update-my-profile';

const GOAL_LABEL: Record<string, string> = {
  'wealth-preservation': 'Wealth preservation',
  'passive-income': 'Passive income',
  'luxury-access': 'Luxury access',
};
const TIERS = [
  { id: 'starter', label: 'Starter' },
  { id: 'institutional', label: 'Institutional' },
];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function HubPreferencesForm({ profile }: { profile: UserProfile }) {
  const [goals, setGoals] = useState<string[]>(profile.investment_goals);
  const [risk, setRisk] = useState<RiskTolerance>(profile.risk_tolerance);
  const [tier, setTier] = useState(profile.investment_amount_range);
  const update = useUpdateMyProfile();
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's request schema first: a refusal reads the same as the server's.
    const request = UpdateProfileRequestSchema.safeParse({
      investment_goals: goals,
      risk_tolerance: risk,
      investment_amount_range: tier,
    });
    if (!request.success) {
      const description = request.error.issues[0]?.message;
      return toast({ title: 'Could not save your preferences', description, tone: 'error' });
    }
    update.mutate(
      { investment_goals: goals, risk_tolerance: risk, investment_amount_range: tier },
      {
        onSuccess: () => toast({ title: 'Preferences saved', tone: 'success' }),
        onError: (error) =>
          toast({ title: 'Could not save your preferences', description: error.message, tone: 'error' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-fg">Investment goals</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-3">
          {INVESTMENT_GOALS.map((goal) => (
            <Checkbox
              key={goal}
              label={GOAL_LABEL[goal]}
              checked={goals.includes(goal)}
              onChange={(e) => setGoals(e.target.checked ? [...goals, goal] : goals.filter((g) => g !== goal))}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Risk tolerance" value={risk} onChange={(e) => setRisk(e.target.value as RiskTolerance)}>
          {RISK_TOLERANCES.map((r) => (
            <option key={r} value={r}>
              {capital(r)}
            </option>
          ))}
        </Select>
        <Select label="Investment amount" value={tier} onChange={(e) => setTier(e.target.value)}>
          {TIERS.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
