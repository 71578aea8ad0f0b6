/**
 * POST /api/v1/me/kyc/submissions — the identity document and proof of address as
 * multipart/form-data. Sent with XMLHttpRequest (fetch reports no upload progress); errors become
 * the same ApiError as every other call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KycSubmissionSchema, kycApiPaths, type KycSubmission } from '../../../contracts/kyc';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../lib/api-client';
import { profilesKeys } from '../profiles/keys';

export interface KycDocumentsInput {
  identity: File;
  address: File;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export function submitKycDocuments({ identity, address, onProgress }: KycDocumentsInput): Promise<KycSubmission> {
  const form = new FormData();
  form.append('identity', identity, identity.name);
  form.append('address', address, address.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', kycApiPaths.submissions);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = KycSubmissionSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'BAD_RESPONSE', 'Something went wrong. Please try again.'));
      } else reject(toApiError(xhr.status, body, 'Your documents could not be uploaded. Please try again.'));
    };
    xhr.send(form);
  });
}

export function useSubmitKycDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKycDocuments,
    // The profile's KYC status (stat cards) and the verification tab both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKeys.me() }),
  });
}
