/**
 * Type tests of the declarations (checked by `tsc` in `typecheck`, and by `vitest --typecheck`):
 * the request types come from the yup schemas, and a body that drifts from them is a compile error
 * on the client.
 */
import { auctionIdSchema } from '@marketdrop/validation';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from './client';
import type {
  ErrorCodeOf,
  GetAuctionsRequest,
  RequestOf,
  ToggleAuctionRequest,
  ValidatedRequestOf,
} from './contract';
import { calls } from './contract';
import { requestSchemas, type RequestSchemas } from './request-schemas';

declare const client: ApiClient;

describe('the declarations', () => {
  it('keep each call on its method and path', () => {
    expectTypeOf(calls.toggleAuction.method).toEqualTypeOf<'POST'>();
    expectTypeOf(calls.toggleAuction.path).toEqualTypeOf<'/user/toggleAuction'>();
    expectTypeOf(calls.getAboutUs.method).toEqualTypeOf<'GET'>();
    expectTypeOf(calls.toggleAuction.auth).toEqualTypeOf<'session'>();
  });

  it('derive the request type from the yup schema', () => {
    expectTypeOf<ToggleAuctionRequest>().toEqualTypeOf<{ auctionId: string; isLiked: boolean }>();
    // A field with a default may be left out by the client; the server's handler gets it filled.
    expectTypeOf<RequestOf<'getSaveAuction'>>().toEqualTypeOf<{
      pageNumber?: number | undefined;
      pageSize?: number | undefined;
    }>();
    expectTypeOf<ValidatedRequestOf<'getSaveAuction'>>().toEqualTypeOf<{
      pageNumber: number;
      pageSize: number;
    }>();
    expectTypeOf<GetAuctionsRequest['sortBy']>().toEqualTypeOf<
      '' | 'lowToHigh' | 'highToLow' | 'endingSoon' | 'newestFirst' | null | undefined
    >();
  });

  it('name the error codes of each call', () => {
    expectTypeOf<'NOT_FOUND'>().toMatchTypeOf<ErrorCodeOf<'toggleAuction'>>();
    expectTypeOf<'EMAIL_TAKEN'>().not.toMatchTypeOf<ErrorCodeOf<'toggleAuction'>>();
  });

  it('hold the schema each declaration names, and no other', () => {
    expectTypeOf(requestSchemas).toMatchTypeOf<RequestSchemas>();
    // @ts-expect-error toggleAuction is declared with toggleAuctionSchema, not auctionIdSchema
    void ({ ...requestSchemas, toggleAuction: auctionIdSchema } satisfies RequestSchemas);
    // @ts-expect-error every call with a request has its schema
    void ({ ...requestSchemas, login: undefined } satisfies RequestSchemas);
  });
});

describe('the client', () => {
  it('takes the declared body and refuses another', () => {
    expectTypeOf(client.toggleAuction).parameter(0).toEqualTypeOf<ToggleAuctionRequest>();
    void client.toggleAuction({ auctionId: 'a', isLiked: true });
    // @ts-expect-error isLiked is a boolean
    void client.toggleAuction({ auctionId: 'a', isLiked: 'yes' });
    // @ts-expect-error isLiked is required
    void client.toggleAuction({ auctionId: 'a' });
    // @ts-expect-error no such field
    void client.toggleAuction({ auctionId: 'a', isLiked: true, liked: true });
    // @ts-expect-error a sort outside the schema's list
    void client.getAuctions({ sortBy: 'cheapest' });
  });

  it('has no function for a call that is not declared', () => {
    // @ts-expect-error there is no getAuction call (the detail is auctionScreen)
    void client.getAuction({ auctionId: 'a' });
  });

  it('resolves to the declared response', async () => {
    const answer = await client.toggleAuction({ auctionId: 'a', isLiked: true });
    expectTypeOf(answer.data).toEqualTypeOf<{ auctionId: string; isSaved: boolean }>();
  });
});
