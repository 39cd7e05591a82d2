/**
 * The signed-in person's CASL ability, built from the same rules the app receives
 * (resources/kit/permissions.ts): what the routes ask before they act.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { rulesFor, type Person } from '../../../resources/kit/permissions';
import { ROLES } from '../../../resources/roles';
import type { PermissionRule } from '../../../resources/contracts/permissionsContract';
import type { AuthUser } from '../users';

export type AppAbility = MongoAbility;

export function personOf(user: AuthUser): Person {
  return { id: user.id, role: user.role, etablissement_id: user.etablissement_id };
}

/** The rules of a signed-in person (none without one). */
export function rulesOf(
  user: AuthUser | null,
  declarations: readonly ResourceDeclaration[],
): PermissionRule[] {
  return user ? rulesFor(personOf(user), declarations, ROLES) : [];
}

export function abilityOf(user: AuthUser | null, declarations: readonly ResourceDeclaration[]): AppAbility {
  // The contract's rule is CASL's raw rule with plain-object conditions, which MongoQuery types more narrowly.
  return createMongoAbility(rulesOf(user, declarations) as RawRuleOf<AppAbility>[]);
}
