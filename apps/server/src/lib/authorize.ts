import { MESSAGES } from '@crossover/domain/messages';
import { type Capability, type Scope, type Target, can, scopeOf } from '@crossover/domain/permissions';
import type { Actor } from '@/lib/actor.ts';
import { AppError } from '@/lib/errors.ts';

/**
 * The one place a service asks the permission matrix (packages/domain/permissions.ts) about a
 * record: may this actor use `capability` on `target`'s organization? The route's policy already
 * checked the capability itself; this checks how far it reaches (scope own or any).
 */

/** Whether the actor (the effective user while emulating) holds `capability` for `target`. */
export function hasCapability(actor: Actor, capability: Capability, target?: Target): boolean {
  return can({ role: actor.role, organizationId: actor.organizationId }, capability, target);
}

/** The scope at which the actor holds `capability`, or null. */
export function capabilityScope(actor: Actor, capability: Capability): Scope | null {
  return scopeOf(actor.role, capability);
}

/** Whether the actor holds `capability` across organizations (scope any). */
export function reachesAnyOrganization(actor: Actor, capability: Capability): boolean {
  return capabilityScope(actor, capability) === 'any';
}

export interface Refusal {
  /** The 403's message; the generic one when not given. */
  message?: string;
  /** The request field the refusal is about, for the form (`errors[field]`). */
  field?: string;
}

/** Throws the 403 unless the actor holds `capability` for `target`. */
export function requireCapability(
  actor: Actor,
  capability: Capability,
  target?: Target,
  refusal: Refusal = {},
): void {
  if (hasCapability(actor, capability, target)) return;
  const message = refusal.message ?? MESSAGES.forbidden;
  throw new AppError(403, message, refusal.field ? { [refusal.field]: message } : undefined);
}
