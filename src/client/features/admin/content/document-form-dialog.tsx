/**
 * Upload Document (details and a PDF) and Edit Document (details only): title, description,
 * category (the spec's admin categories), access level, featured and tags. The details are checked
 * with the contract's schema before sending; the server checks them again and judges the file by
 * its bytes, and its field messages are shown under the fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  AdminDocumentDetailsSchema,
  type AdminDocument,
  type AdminDocumentDetails,
} from '../../../../contracts/admin-documents';
import {
  DOCUMENT_ACCESS_LABELS,
  DOCUMENT_ACCESS_LEVELS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentAccessLevel,
  type DocumentCategory,
} from '../../../../contracts/documents';
import { useCreateAdminDocument } from '../../../api/documents/create-admin-document';
import { useUpdateAdminDocument } from '../../../api/documents/update-admin-document';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, Select, TextArea, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { checkChosenFile, DocumentFileField } from './document-file-field';
import { fieldMessages } from '../../../lib/form-errors';

export type DocumentFormTarget = { mode: 'upload' } | { mode: 'edit'; document: AdminDocument } | null;

interface FormState {
  title: string;
  description: string;
  category: DocumentCategory;
  accessLevel: DocumentAccessLevel;
  featured: boolean;
  tags: string;
}

const EMPTY: FormState = {
  title: '',
  description: '',
  category: 'report',
  accessLevel: 'investor',
  featured: false,
  tags: '',
};

const fromDocument = (d: AdminDocument): FormState => ({
  title: d.title,
  description: d.description,
  category: d.category,
  accessLevel: d.accessLevel,
  featured: d.featured,
  tags: d.tags.join(', '),
});

const toDetails = (form: FormState): AdminDocumentDetails => ({
  title: form.title,
  description: form.description,
  category: form.category,
  accessLevel: form.accessLevel,
  featured: form.featured,
  tags: form.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

export function DocumentFormDialog({ target, onClose }: { target: DocumentFormTarget; onClose: () => void }) {
  const title = target?.mode === 'edit' ? 'Edit Document' : 'Upload Document';
  return (
    <Dialog open={target !== null} onClose={onClose} size="lg" title={title}>
      {target ? (
        <DocumentForm
          key={target.mode === 'edit' ? target.document.id : 'upload'}
          document={target.mode === 'edit' ? target.document : null}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DocumentForm({ document, onClose }: { document: AdminDocument | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateAdminDocument();
  const update = useUpdateAdminDocument();
  const [form, setForm] = useState<FormState>(() => (document ? fromDocument(document) : EMPTY));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isSaving = create.isPending || update.isPending;

  // A refused save is announced where the admin is looking.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError) messageRef.current?.focus();
  }, [formError]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = AdminDocumentDetailsSchema.safeParse(toDetails(form));
    const fileError = document ? undefined : checkChosenFile(file);
    if (!parsed.success || fileError) {
      setErrors({
        ...(parsed.success ? {} : fieldMessages(parsed.error.issues)),
        ...(fileError ? { file: fileError } : {}),
      });
      return;
    }
    try {
      if (document) await update.mutateAsync({ id: document.id, details: parsed.data });
      else await create.mutateAsync({ details: parsed.data, file: file! });
      toast({ tone: 'success', title: document ? 'Document updated' : 'Document uploaded', description: form.title });
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      setFormError(error instanceof Error ? error.message : 'Failed to save the document');
    }
  }

  const err = (key: string) => errors[key] || undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <div ref={messageRef} tabIndex={-1} className="focus:outline-none empty:hidden">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
      </div>
      {document ? null : (
        <DocumentFileField
          label="PDF file"
          file={file}
          error={err('file')}
          onChange={(f) => {
            setFile(f);
            setErrors((e) => ({ ...e, file: '' }));
            if (f && !form.title)
              set(
                'title',
                f.name
                  .replace(/\.pdf$/i, '')
                  .replace(/[-_]+/g, ' ')
                  .trim(),
              );
          }}
        />
      )}
      <TextField
        label="Title"
        required
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={err('title')}
        maxLength={200}
      />
      <TextArea
        label="Description"
        required
        rows={3}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={err('description')}
        maxLength={1000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Category"
          value={form.category}
          onChange={(e) => set('category', e.target.value as DocumentCategory)}
          error={err('category')}
        >
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DOCUMENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
        <Select
          label="Access level"
          value={form.accessLevel}
          onChange={(e) => set('accessLevel', e.target.value as DocumentAccessLevel)}
          error={err('accessLevel')}
          hint="Who may download it from /documents."
        >
          {DOCUMENT_ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {DOCUMENT_ACCESS_LABELS[level]}
            </option>
          ))}
        </Select>
      </div>
      <TextField
        label="Tags (comma separated)"
        value={form.tags}
        onChange={(e) => set('tags', e.target.value)}
        error={err('tags')}
      />
      <Checkbox
        label="Featured in the library"
        checked={form.featured}
        onChange={(e) => set('featured', e.target.checked)}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="gold" isLoading={isSaving}>
          {document ? 'Save Changes' : 'Upload Document'}
        </Button>
      </div>
    </form>
  );
}
