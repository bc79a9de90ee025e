// Checked by `pnpm typecheck`: handlers are typed by the contract (decision 149). Each
// `@ts-expect-error` must stay an error: were the check to let the line through, the unused
// directive itself fails the typecheck.
import { operationGroup } from './operation-handler.ts';

/** A handler that reads its declared path parameter and returns its declared reply compiles. */
export const declared = operationGroup({
  async validateSession(request) {
    return { valid: true, id: request.params.token, exp: 1_798_761_600 };
  },
});

/** A handler returning a field the contract's reply lacks does not. */
export const extraField = operationGroup({
  // @ts-expect-error -- `admin` is not a field of validateSession's reply.
  async validateSession(request) {
    return { valid: true, id: request.params.token, exp: 1_798_761_600, admin: true };
  },
});

/** Nor one returning a declared field of another type. */
export const wrongType = operationGroup({
  // @ts-expect-error -- `exp` is a number in the contract.
  async validateSession(request) {
    return { valid: true, id: request.params.token, exp: 'tomorrow' };
  },
});

/** Nor one reading a parameter, a query or a body field the operation does not have. */
export const unknownInput = operationGroup({
  async validateSession(request) {
    // @ts-expect-error -- validateSession's path has no `userId`.
    const id: string = request.params.userId;
    return { valid: true, id, exp: 1_798_761_600 };
  },
  async verifyOtp(request) {
    // @ts-expect-error -- verifyOtp's body has `email` and `otp`, no `password`.
    const password: string = request.body.password;
    return { session_token: password };
  },
});
