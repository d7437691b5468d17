import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BUSINESS_UNITS,
  type BusinessUnit,
  expandBusinessUnits,
  isBusinessUnit,
  ownerScopeField,
} from '@dom/domain';
import type { FastifyRequest } from 'fastify';
import { type OwnerScope, callerOf } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { users } from './users.schema';

/** Which records a user may see: the platform's (part of the one `Caller`). */
export type { OwnerScope } from '../../platform/caller';

export interface ScopeSubject {
  email: string | null;
  roles: readonly string[];
  teamRole: string | null;
  businessUnits: readonly string[];
  sellerId: string | null;
  buyerId: string | null;
}

// Administrators and auditors see every owner's records in every unit.
const ALL_SEEING_ROLES = new Set(['ADMIN', 'ADMIN_READ_ONLY', 'TECH_ADMIN']);
const SELLER_ROLES = new Set(['SELLER', 'SELLER_CSR', 'SELLER_ONBOARDED']);
// A value no owner column holds: a scope that needs an owner the user lacks matches nothing.
const NOBODY = '\u0000no-owner';

/**
 * From the user to the filter: a relationship manager, or a user of the DIRECT unit only, sees
 * records whose rmEmail is theirs; a UBS territory manager by tmEmail; a seller user only its
 * seller's records; a buyer user only its buyer's. Units: the user's units, DIRECT including UTCL.
 */
export function scopeOfUser(user: ScopeSubject): OwnerScope {
  if (user.roles.some((r) => ALL_SEEING_ROLES.has(r))) return {};
  const units = user.businessUnits.filter(isBusinessUnit);
  const scope: OwnerScope = {};
  // "A user in the DIRECT unit" is one whose only unit is DIRECT; cross-unit staff are not narrowed.
  const homeUnit = units.length === 1 ? (units[0] ?? null) : null;
  const teamRole = user.teamRole as Parameters<typeof ownerScopeField>[0]['teamRole'];
  const field = ownerScopeField({ teamRole, businessUnit: homeUnit });
  const email = user.email?.toLowerCase() ?? NOBODY;
  if (field === 'rmEmail') scope.rmEmail = email;
  if (field === 'tmEmail') scope.tmEmail = email;
  if (user.sellerId !== null || user.roles.some((r) => SELLER_ROLES.has(r)))
    scope.sellerId = user.sellerId ?? NOBODY;
  if (user.buyerId !== null || user.roles.includes('BUYER')) scope.buyerId = user.buyerId ?? NOBODY;
  if (units.length > 0) scope.businessUnits = expandBusinessUnits(units);
  return scope;
}

/** `column && ARRAY[values]`: the text[] column holds one of them. */
const holdsAnyOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} && ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The users whose scope (`scopeOfUser`) reaches records of a business unit, as a where-clause on
 * `users`: an all-seeing role, no business unit at all (not narrowed by unit), or a unit that groups
 * it (DIRECT groups UTCL). Whom a UBS buyer may be given to: a user outside it would not see it.
 */
export function usersServingUnit(unit: BusinessUnit): SQL {
  const all = BUSINESS_UNITS.map((u) => u.value);
  const serving = all.filter((u) => expandBusinessUnits([u]).includes(unit));
  return sql`(${holdsAnyOf(users.roles, [...ALL_SEEING_ROLES])} OR NOT ${holdsAnyOf(users.businessUnits, all)} OR ${holdsAnyOf(users.businessUnits, serving)})`;
}

/** The scope of the user a request acts for (the one acted as, while acting as someone). */
export function scopeOf(request: FastifyRequest): OwnerScope {
  return callerOf(request).scope;
}

/** Narrows a scope to the active business unit the screen asks for (DIRECT includes UTCL). */
export function withActiveBusinessUnit(scope: OwnerScope, unit: BusinessUnit | undefined): OwnerScope {
  if (!unit) return scope;
  const asked = expandBusinessUnits([unit]);
  const allowed = scope.businessUnits ? asked.filter((u) => scope.businessUnits?.includes(u)) : asked;
  return { ...scope, businessUnits: allowed };
}

export interface ScopeColumns {
  rmEmail?: AnyPgColumn;
  tmEmail?: AnyPgColumn;
  sellerId?: AnyPgColumn;
  buyerId?: AnyPgColumn;
  businessUnit?: AnyPgColumn;
}

/**
 * The where-clause of a scope on a table. Fails closed: an owner restriction on a table without that
 * column matches no row. A table without a business-unit column is not narrowed by unit.
 * Answers undefined when nothing narrows (all-seeing users), ready for `and(...)`.
 */
export function scopeWhere(scope: OwnerScope, columns: ScopeColumns): SQL | undefined {
  const parts: SQL[] = [];
  const owner = (value: string | undefined, column: AnyPgColumn | undefined) => {
    if (value === undefined) return;
    parts.push(column ? eq(column, value) : sql`false`);
  };
  owner(scope.rmEmail, columns.rmEmail);
  owner(scope.tmEmail, columns.tmEmail);
  owner(scope.sellerId, columns.sellerId);
  owner(scope.buyerId, columns.buyerId);
  if (scope.businessUnits && columns.businessUnit) {
    parts.push(
      scope.businessUnits.length === 0 ? sql`false` : inArray(columns.businessUnit, [...scope.businessUnits]),
    );
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : and(...parts);
}

/**
 * `scopeWhere` with every value a `sql.placeholder`, for a query built once per shape
 * (`runReusable`): `shape` names what the text depends on (which owner fields narrow, how many units),
 * `values` what fills the placeholders. The same rows as `scopeWhere` for the same scope.
 */
export function scopePlaceholders(
  scope: OwnerScope | null,
  columns: ScopeColumns,
): { where: SQL | undefined; shape: string; values: Record<string, unknown> } {
  if (!scope) return { where: undefined, shape: 'all', values: {} };
  const parts: SQL[] = [];
  const shape: string[] = [];
  const values: Record<string, unknown> = {};
  const owner = (name: keyof ScopeColumns, value: string | undefined) => {
    if (value === undefined) return;
    const column = columns[name];
    shape.push(column ? name : `${name}:none`);
    if (!column) {
      parts.push(sql`false`);
      return;
    }
    values[`scope_${name}`] = value;
    parts.push(eq(column, sql.placeholder(`scope_${name}`)));
  };
  owner('rmEmail', scope.rmEmail);
  owner('tmEmail', scope.tmEmail);
  owner('sellerId', scope.sellerId);
  owner('buyerId', scope.buyerId);
  if (scope.businessUnits && columns.businessUnit) {
    const units = scope.businessUnits;
    shape.push(`units:${units.length}`);
    units.forEach((unit, i) => (values[`scope_unit_${i}`] = unit));
    parts.push(
      units.length === 0
        ? sql`false`
        : inArray(
            columns.businessUnit,
            units.map((_, i) => sql.placeholder(`scope_unit_${i}`)),
          ),
    );
  }
  const where = parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : and(...parts);
  return { where, shape: shape.join(',') || 'all', values };
}

/** Another user's object is answered as missing, never as forbidden: its existence is not told. */
export function foundInScope<T>(row: T | undefined | null, what: string): T {
  if (row === undefined || row === null) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}
