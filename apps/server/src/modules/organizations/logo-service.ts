import { randomUUID } from 'node:crypto';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import type { Actor } from '@/lib/actor.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { CONTENT_TYPES, LOGO_ERRORS, logoProblem, reencodeLogo } from './logo-image.ts';
import { updateOrganizationRow } from './repo.ts';
import { auditOrganization, loadVisible, logoKey, toOrganization } from './service.ts';

/** Upload addresses live this long. */
export const LOGO_UPLOAD_TTL_SECONDS = 10 * 60;
const NO_LOGO = 'This organization has no logo';

/** Logo upload, recording and reading; every step is limited to organizations the caller sees. */
export function createLogosService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  async function createLogoUpload(actor: Actor, id: string): Promise<{ uploadURL: string }> {
    await loadVisible(db, actor, id);
    const key = `uploads/logos/${id}/${randomUUID()}`;
    const uploadURL = await storage.createUploadUrl(key, actor.realUser.id, LOGO_UPLOAD_TTL_SECONDS);
    return { uploadURL };
  }

  /** Checks the uploaded file, re-encodes it into the organization's logo and records it. */
  async function recordLogo(actor: Actor, id: string, logoURL: string): Promise<{ logoPath: string }> {
    const current = await loadVisible(db, actor, id);
    const key = storage.keyFromUploadUrl(logoURL);
    if (!key || !key.startsWith(`uploads/logos/${id}/`)) {
      throw badRequest(LOGO_ERRORS.foreignUrl, { logoURL: LOGO_ERRORS.foreignUrl });
    }
    const stored = await storage.get(key, MAX_LOGO_BYTES);
    if (!stored) throw badRequest(LOGO_ERRORS.missing, { logoURL: LOGO_ERRORS.missing });
    const problem = stored.tooLarge ? LOGO_ERRORS.tooLarge : logoProblem(stored.body);
    if (problem || stored.tooLarge) {
      await storage.delete(key).catch(() => undefined);
      throw badRequest(problem ?? LOGO_ERRORS.tooLarge, { logoURL: problem ?? LOGO_ERRORS.tooLarge });
    }
    let image: Awaited<ReturnType<typeof reencodeLogo>>;
    try {
      image = await reencodeLogo(stored.body);
    } catch {
      await storage.delete(key).catch(() => undefined);
      throw badRequest(LOGO_ERRORS.unreadable, { logoURL: LOGO_ERRORS.unreadable });
    }
    const finalKey = `logos/${id}/${randomUUID()}.${image.format === 'jpeg' ? 'jpg' : image.format}`;
    await storage.put(finalKey, image.body, CONTENT_TYPES[image.format]);
    let row;
    try {
      row = await withTx(db, async (tx) => {
        const updated = await updateOrganizationRow(tx, id, { logoUrl: storage.publicUrl(finalKey) });
        if (!updated) throw notFound('Organization not found');
        await auditOrganization(tx, actor, 'organization.logo_updated', id, {
          bytes: image.body.length,
          format: image.format,
        });
        return updated;
      });
    } catch (error) {
      // Not recorded: the new file would be an orphan.
      await storage.delete(finalKey).catch(() => undefined);
      throw error;
    }
    await storage.delete(key).catch(() => undefined);
    const oldKey = logoKey(current);
    if (oldKey) await storage.delete(oldKey).catch(() => undefined);
    return { logoPath: toOrganization(row).logoUrl! };
  }

  /** The image, for those who may see the organization (GET /api/organizations/{id}'s rule). */
  async function readLogo(actor: Actor, id: string): Promise<{ body: Buffer; contentType: string }> {
    const key = logoKey(await loadVisible(db, actor, id));
    if (!key) throw notFound(NO_LOGO);
    const stored = await storage.get(key, MAX_LOGO_BYTES * 4);
    if (!stored || stored.tooLarge) throw notFound(NO_LOGO);
    const ext = key.split('.').pop();
    const contentType = ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
    return { body: stored.body, contentType };
  }

  return { createLogoUpload, recordLogo, readLogo };
}
