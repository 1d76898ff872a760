/**
 * How a page's address parameters are read and written, the one way for every page: the listing
 * (`./listing.ts`), My Bids (`./my-bids.ts`), the dealer dashboard's `?state=` and the admin
 * console's `?section=`. An address is read defensively: a parameter that is absent, empty or
 * unknown gives the default, never an error (a stale bookmark or a hand-edited link still opens
 * the page); the default is left out when written, so the plain address stays plain.
 */

/** A test that a value is one of `allowed` (a type guard, for `.filter` too). */
export function isOneOf<T extends string>(allowed: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** One address parameter holding one of a fixed list of values. */
export type ChoiceParam<T extends string> = {
  /** The parameter's name in the address. */
  readonly name: string;
  /** Its value in `params`: the fallback when absent or not one of the allowed values. */
  read(params: URLSearchParams): T;
  /** `base` (its other parameters kept) with the parameter set to `value`, left out for the fallback. */
  write(value: T, base?: URLSearchParams): URLSearchParams;
};

/** The address parameter `name`, one of `allowed`, `fallback` when absent or unknown. */
export function choiceParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: NoInfer<T>,
): ChoiceParam<T> {
  const allowedValue = isOneOf(allowed);
  return {
    name,
    read: (params) => {
      const value = params.get(name);
      return allowedValue(value) ? value : fallback;
    },
    write: (value, base = new URLSearchParams()) => {
      const params = new URLSearchParams(base);
      if (value === fallback) params.delete(name);
      else params.set(name, value);
      return params;
    },
  };
}
