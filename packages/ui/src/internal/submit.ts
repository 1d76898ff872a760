/**
 * What a form's `onSubmit` may return. Forms that clear themselves after a success (forgot, reset
 * and change password, OTP resend) do so when the call resolves to anything but `false`; resolving
 * to `false` or throwing keeps what the user typed.
 */
export type SubmitResult = Promise<unknown> | unknown;

/** Runs a submit callback; true when it succeeded (did not throw and did not return false). */
export async function succeeded(result: SubmitResult): Promise<boolean> {
  try {
    return (await result) !== false;
  } catch {
    return false;
  }
}
