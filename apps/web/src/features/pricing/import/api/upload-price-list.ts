import { useMutation } from '@/lib/use-mutation';
import { uploadPriceList } from '../../shared/api';

export interface UploadPriceListInput {
  file: File;
  /** An admin's target: a distributor's id, or null for the catalogue. A distributor sends none. */
  organizationId?: string | null;
}

/** POST /api/pricing-import/upload: the server reads and judges every row (the preview). */
export function useUploadPriceList() {
  return useMutation({
    mutationFn: ({ file, organizationId }: UploadPriceListInput) => uploadPriceList(file, organizationId),
  });
}
