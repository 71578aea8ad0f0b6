import { useState, type FormEvent } from 'react';
import { InvestorAccessRequestSchema } from '../../../../contracts/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../shared/session';
import { useRequestInvestorAccess } from '../../../api/documents/request-investor-access';
import { fieldMessages } from '../../../lib/form-errors';

type Fields = { name: string; email: string; message: string };

/**
 * "Request Investor Access": a form that stores a request (validated by the same schema as the
 * server) and tells the user what happens next. Prefilled for a signed-in user.
 */
export function RequestAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const mutation = useRequestInvestorAccess();
  const [values, setValues] = useState<Fields>({
    name: session.profile?.full_name ?? session.user?.name ?? '',
    email: session.user?.email ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = InvestorAccessRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error.issues) as Partial<Record<keyof Fields, string>>);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields as Partial<Record<keyof Fields, string>>);
      },
    });
  }

  const close = () => {
    onClose();
    if (mutation.isSuccess) mutation.reset();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Request Investor Access"
      description="Verified investors can open investor documents and the Investor Portal. Our investor relations team reviews every request."
    >
      {mutation.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success" title="Request received">
            {mutation.data.message}
          </Alert>
          <div className="flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            label="Full name"
            required
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
          <TextArea
            label="Message"
            hint="Optional: tell us about your investment plans or whether you are an accredited investor."
            rows={4}
            value={values.message}
            error={errors.message}
            onChange={(e) => setValues({ ...values, message: e.target.value })}
          />
          {mutation.isError && !Object.keys(errors).length ? (
            <Alert tone="error">{mutation.error.message}</Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" isLoading={mutation.isPending}>
              Send Request
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
