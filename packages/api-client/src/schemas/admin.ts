/** Response shapes of the admin console's calls (docs/product.md §6): verification, moderation, users, inbox. */
import {
  ACCOUNT_STANDINGS,
  CONTACT_INBOX_STATUSES,
  DEALER_STATUSES,
  LANGUAGES,
  ORDER_STATUSES,
  ROLES,
} from '@marketdrop/validation';
import { ORDER_SOURCES } from './auctions';
import { DealerDocument, DealerListing } from './dealers';
import { OrderBuyer, OrderVehicle } from './orders';
import {
  Type,
  instant,
  int,
  list,
  nullableInstant,
  nullableOneOf,
  nullableStr,
  oneOf,
  str,
} from './shape';

/** A dealer account as the admin's verification queue shows it. */
export const DealerApplication = Type.Object({
  userId: str(),
  firstName: str(),
  lastName: str(),
  email: str(),
  phoneNumber: str(),
  businessName: nullableStr(),
  businessAddress: nullableStr(),
  dealershipNumber: nullableStr(),
  taxNumber: nullableStr(),
  city: nullableStr(),
  province: nullableStr(),
  status: oneOf(DEALER_STATUSES),
  reason: nullableStr(),
  submittedAt: nullableInstant(),
  reviewedAt: nullableInstant(),
  documents: list(DealerDocument),
  createdAt: instant(),
});

export const VerificationQueueData = Type.Object({ dealers: list(DealerApplication) });

/** A listing as the admin's moderation list shows it, with its dealer. */
export const AdminListing = Type.Object({
  ...DealerListing.properties,
  dealer: Type.Object({ _id: str(), businessName: str(), userId: nullableStr() }),
});
export const AdminListingsData = Type.Object({ listings: list(AdminListing) });

/** An account as the admin's users list shows it. */
export const AdminUser = Type.Object({
  _id: str(),
  role: oneOf(ROLES),
  firstName: str(),
  lastName: str(),
  email: str(),
  phoneNumber: str(),
  businessName: nullableStr(),
  dealerStatus: nullableOneOf(DEALER_STATUSES, { description: 'Dealers only' }),
  standing: oneOf(ACCOUNT_STANDINGS),
  suspendedReason: nullableStr({ description: 'Why the account is suspended (suspended only)' }),
  suspendedAt: nullableInstant(),
  createdAt: instant(),
});
export const AdminUsersData = Type.Object({ users: list(AdminUser) });

/** An open order of a dealer, as the admin sees it for a suspended dealer. */
export const AdminDealerOrder = Type.Object({
  _id: str(),
  status: oneOf(ORDER_STATUSES),
  source: oneOf(ORDER_SOURCES),
  price: int({ description: 'Whole dollars: what the vehicle sold for' }),
  totalCents: int({ description: 'What the buyer owes or paid, in cents' }),
  createdAt: instant(),
  paymentDeadline: instant(),
  paidAt: nullableInstant(),
  vehicle: OrderVehicle,
  buyer: Type.Pick(OrderBuyer, ['name', 'email', 'phoneNumber'], {
    description: 'The buyer ("Deleted account" once their account is deleted)',
  }),
});
export const AdminDealerOrdersData = Type.Object({ orders: list(AdminDealerOrder) });

/** A Contact Support message in the admin inbox. */
export const InboxMessage = Type.Object({
  _id: str(),
  reference: str(),
  name: str(),
  email: str(),
  subject: str(),
  message: str(),
  language: oneOf(LANGUAGES),
  userId: nullableStr({ description: "The sender's account when they were signed in" }),
  status: oneOf(CONTACT_INBOX_STATUSES),
  handledAt: nullableInstant(),
  handledBy: nullableStr({ description: 'The admin who marked it handled (their name)' }),
  createdAt: instant(),
});
export const ContactInboxData = Type.Object({ messages: list(InboxMessage), openCount: int() });
