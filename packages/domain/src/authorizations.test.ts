import { describe, expect, it } from 'vitest';
import {
  MAX_AUTHORIZED_ORGANIZATIONS,
  organizationAuthorizationsRequestSchema,
  seriesAuthorizationsRequestSchema,
} from './authorizations.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('authorization request schemas', () => {
  it('trims ids and drops duplicates, keeping the first order', () => {
    expect(
      organizationAuthorizationsRequestSchema.parse({ authorizedOrganizationIds: [' b ', 'a', 'b', 'a'] }),
    ).toEqual({ authorizedOrganizationIds: ['b', 'a'] });
    expect(seriesAuthorizationsRequestSchema.parse({ authorizedSeriesIds: [] })).toEqual({
      authorizedSeriesIds: [],
    });
  });

  it('names the list and the entry in person-written messages', () => {
    expect(messages(organizationAuthorizationsRequestSchema.safeParse({}))).toEqual([
      ['authorizedOrganizationIds', 'Authorized organizations must be a list of IDs'],
    ]);
    expect(
      messages(seriesAuthorizationsRequestSchema.safeParse({ authorizedSeriesIds: ['ok', ' '] })),
    ).toEqual([['authorizedSeriesIds.1', 'Authorized series must not contain a blank ID']]);
  });

  it('bounds the list length before any work', () => {
    const ids = Array.from({ length: MAX_AUTHORIZED_ORGANIZATIONS + 1 }, (_, i) => `org-${i}`);
    expect(
      messages(organizationAuthorizationsRequestSchema.safeParse({ authorizedOrganizationIds: ids })),
    ).toEqual([['authorizedOrganizationIds', 'Authorized organizations may list at most 1,000 IDs']]);
  });
});
