import type { Organization } from '@crossover/domain/organizations';
import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { reloadPage } from '@/lib/browser';
import { useUpdateOrganization } from '../api/save-organization';
import { useUploadLogo } from '../api/upload-logo';
import { OrganizationLogo } from './organization-logo';

/** The edit dialog's logo part: upload (or replace) and remove. Spec §9: a logo change reloads the page. */
export function LogoSection({ organization }: { organization: Organization }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const update = useUpdateOrganization();

  function onFile(file: File | undefined) {
    if (!file) return;
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type) || file.size > MAX_LOGO_BYTES) {
      toast({
        title: 'Upload Failed',
        description: 'Choose a PNG, JPEG or WebP image of at most 2 MB.',
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(
      { organizationId: organization.id, file },
      {
        onSuccess: () => {
          toast({ title: 'Logo Updated' });
          reloadPage();
        },
        onError: (error) =>
          toastOperationError(
            error,
            'Upload Failed',
            'Failed to update organization logo. Please try again.',
          ),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  function onRemove() {
    update.mutate(
      { id: organization.id, body: { logoUrl: null } },
      {
        onSuccess: () => {
          toast({ title: 'Logo Removed' });
          reloadPage();
        },
        onError: (error) => toastOperationError(error, 'Error', 'Failed to remove logo. Please try again.'),
      },
    );
  }

  return (
    <section aria-labelledby="logo-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="logo-heading" className="text-sm font-medium text-slate-800">
        Logo
      </h3>
      <div className="flex items-center gap-4">
        <OrganizationLogo src={organization.logoUrl} name={organization.name} className="size-16" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={LOGO_CONTENT_TYPES.join(',')}
            className="sr-only"
            id={`logo-file-${organization.id}`}
            aria-label="Logo file"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? 'Uploading…' : organization.logoUrl ? 'Replace Logo' : 'Upload Logo'}
          </Button>
          {organization.logoUrl ? (
            <Button variant="ghost" size="sm" disabled={update.isPending} onClick={onRemove}>
              Remove Logo
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-slate-600">PNG, JPEG or WebP, at most 2 MB.</p>
    </section>
  );
}
