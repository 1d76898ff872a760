import { inArray } from 'drizzle-orm';
import type { Language } from '@marketdrop/validation';
import type { DbDeps } from '../shared/deps';
import { users } from './tables';

/** What the other party of an order sees of a buyer: name, contact and address. */
export type UserContact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  language: Language;
};

/** Some users' contact details by id (deleted accounts are left out). */
export async function findUserContacts(
  deps: DbDeps,
  input: { userIds: readonly string[] },
): Promise<Map<string, UserContact>> {
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      address: users.address,
      city: users.city,
      province: users.province,
      postalCode: users.postalCode,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
