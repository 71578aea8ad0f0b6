/** The fields of one settings group: switches as checkboxes, numbers, the fallback RPC URL and the allow-list. */
import { Checkbox, TextArea, TextField } from '../../../components/ui/form-field';
import type { SystemSettingsGroup } from '../../../../contracts/settings';
import { SETTING_FIELDS, type FormValue } from './settings-fields';

export interface SettingsGroupFormProps {
  group: SystemSettingsGroup;
  values: Record<string, FormValue>;
  errors: Record<string, string>;
  onChange: (key: string, value: FormValue) => void;
}

export function SettingsGroupForm({ group, values, errors, onChange }: SettingsGroupFormProps) {
  const fields = SETTING_FIELDS[group];
  const switches = fields.filter((f) => f.kind === 'switch');
  const inputs = fields.filter((f) => f.kind !== 'switch');
  return (
    <div className="flex flex-col gap-6">
      {switches.length > 0 ? (
        <fieldset className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          <legend className="sr-only">Switches</legend>
          {switches.map((field) => (
            <Checkbox
              key={field.key}
              label={field.label}
              hint={field.hint}
              checked={values[field.key] === true}
              onChange={(event) => onChange(field.key, event.target.checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {inputs.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {inputs.map((field) => {
            const common = {
              label: field.label,
              hint: field.hint,
              error: errors[field.key],
              value: String(values[field.key] ?? ''),
            };
            if (field.kind === 'list')
              return (
                <TextArea
                  key={field.key}
                  {...common}
                  rows={3}
                  spellCheck={false}
                  containerClassName="sm:col-span-2"
                  onChange={(event) => onChange(field.key, event.target.value)}
                />
              );
            return (
              <TextField
                key={field.key}
                {...common}
                type={field.kind === 'url' ? 'url' : 'number'}
                inputMode={field.kind === 'url' ? 'url' : field.step === 1 ? 'numeric' : 'decimal'}
                step={field.step}
                min={field.kind === 'number' ? 0 : undefined}
                placeholder={field.kind === 'url' ? 'https://…' : undefined}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
