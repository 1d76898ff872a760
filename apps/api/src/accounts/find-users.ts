/**
 * The accounts' reads for other domains (decision 032, "Reads across domains"): the queries over
 * `users` and `uploads` that the admin screens and the dealers need, run with the caller's
 * executor, and the row types they return. Other domains never import `./tables`.
 */
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DealerStatus, Role } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { uploads, users, type UploadKind, type UploadRow, type UserRow } from './tables';

export type { UploadKind, UploadRow, UserRow };

/** `%text%` for `ilike`, its `\`, `%` and `_` taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of accounts by role, standing and search text (e-mail, name, business), newest first. */
export async function findUsersPage(
  deps: DbDeps,
  input: {
    role?: Role | null | undefined;
    /** 'active' or 'suspended'; anything else: both. */
    standing?: string | null | undefined;
    search?: string | null | undefined;
    pageNumber: number;
    pageSize: number;
  },
): Promise<{ rows: UserRow[]; total: number }> {
  const { role, standing, pageNumber, pageSize } = input;
  const conditions: (SQL | undefined)[] = [];
  if (role) conditions.push(eq(users.userType, role));
  if (standing === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  if (standing === 'active') conditions.push(isNull(users.suspendedAt));
  const text = input.search?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.businessName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** A page of dealer accounts in a verification status, the longest waiting first. */
export async function findDealerAccountsPage(
  deps: DbDeps,
  input: { status: DealerStatus; pageNumber: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const { status, pageNumber, pageSize } = input;
  const where = and(eq(users.userType, 'dealer'), eq(users.dealerStatus, status));
  const [rows, counted] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`coalesce(${users.dealerSubmittedAt}, ${users.createdAt}) asc`, asc(users.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** An account's role; undefined for an id that names no account. */
export async function findUserType(
  deps: DbDeps,
  input: { userId: string },
): Promise<Role | undefined> {
  const [user] = await deps.db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  return user?.userType;
}

/** The first names of some accounts, by id (those that exist). */
export async function findFirstNames(
  deps: DbDeps,
  input: { userIds: readonly string[] },
): Promise<Map<string, string>> {
  if (input.userIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...input.userIds]));
  return new Map(rows.map((row) => [row.id, row.firstName]));
}

/**
 * An account joined into another domain's query (`leftJoin(user.table, eq(user.id, column))`, then
 * select `user.fullName` or `user.createdAt`): one statement, the join's columns named here where
 * the accounts live. `name` is the join's alias in that statement.
 */
export function userJoinAs(name: string) {
  const table = alias(users, name);
  return {
    table,
    id: table.id,
    fullName: sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`,
    createdAt: table.createdAt,
  };
}

/** One uploaded file of the given kinds by id (lower-cased); undefined otherwise. */
export async function findUploadOfKinds(
  deps: DbDeps,
  input: { id: string; kinds: readonly UploadKind[] },
): Promise<UploadRow | undefined> {
  const [file] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, input.id), inArray(uploads.kind, [...input.kinds])))
    .limit(1);
  return file;
}

/** The uploads of the given kinds owned by some accounts, newest first. */
export async function findUploadsOfOwners(
  deps: DbDeps,
  input: { ownerIds: readonly string[]; kinds: readonly UploadKind[] },
): Promise<UploadRow[]> {
  return deps.db
    .select()
    .from(uploads)
    .where(
      and(inArray(uploads.ownerId, [...input.ownerIds]), inArray(uploads.kind, [...input.kinds])),
    )
    .orderBy(desc(uploads.seq));
}
