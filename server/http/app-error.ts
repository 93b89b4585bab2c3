import { MessageCode } from '../../contract/message-codes';

/**
 * The one error type routes and services throw; the error handler turns it into `{ messageCode }`,
 * plus the `details` a refusal carries (AccountNotEmptyException its count), which the route
 * declares in its `errors` schemas.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageCode: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(messageCode);
  }

  static badRequest(code: string = MessageCode.validation) {
    return new AppError(400, code);
  }
  static unauthorized(code: string = MessageCode.unauthorized) {
    return new AppError(401, code);
  }
  static forbidden(code: string = MessageCode.forbidden) {
    return new AppError(403, code);
  }
  static notFound(code: string = MessageCode.notFound) {
    return new AppError(404, code);
  }
}
