/** The password field both turning two-factor on and off start with; errors show under it. */
import { PasswordField } from '../../../components/ui/form-field';

export function TwoFactorPasswordStep({
  password,
  onChange,
  error,
}: {
  password: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <PasswordField
      label="Password"
      name="current-password"
      autoComplete="current-password"
      data-autofocus
      value={password}
      error={error ?? undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
