import { ErrorCodes, type ErrorCode, type ValidationDetail } from '@app/contracts';

/**
 * The one error type services throw. The error handler turns it into the
 * envelope: errCode and HTTP status from the contracts table, resultMsg
 * translated from `codes.<code>` with `params`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly details?: ValidationDetail[];
  /** Extra data the client needs with the error (e.g. the quota limit). */
  readonly data?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; details?: ValidationDetail[]; data?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.code = code;
    this.params = options.params ?? {};
    this.details = options.details;
    this.data = options.data;
  }

  get errCode(): number {
    return ErrorCodes[this.code].errCode;
  }

  get status(): number {
    return ErrorCodes[this.code].status;
  }
}
