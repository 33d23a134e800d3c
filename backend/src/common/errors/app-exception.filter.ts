import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '../../contracts/errors.js';
import { AppError, MESSAGES } from './app-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE',
  429: 'RATE_LIMITED',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MESSAGES.validation,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.routeNotFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
};

/** Fastify's own errors (body parsing, limits) carry a code and a status; answer them in our shape. */
const FASTIFY_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => AppError.validation(MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => AppError.validation(MESSAGES.invalidJson),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(415, 'UNSUPPORTED_FILE', MESSAGES.unsupportedMediaType),
};

/** Turns anything thrown while serving a request into `{ statusCode, code, message, errors? }`. */
function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Nest's Fastify body parser reports malformed JSON as a plain 400 HttpException.
    if (status === 400 && /json/i.test(exception.message)) return AppError.validation(MESSAGES.invalidJson);
    return new AppError(status, CODE_BY_STATUS[status] ?? 'INTERNAL', MESSAGE_BY_STATUS[status] ?? MESSAGES.internal);
  }
  const fastifyCode = (exception as { code?: unknown })?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_ERRORS[fastifyCode]) return FASTIFY_ERRORS[fastifyCode]();
  // A SyntaxError from a JSON parser also means malformed input, never a server fault.
  const status = (exception as { statusCode?: unknown })?.statusCode;
  if (exception instanceof SyntaxError && status === 400) return AppError.validation(MESSAGES.invalidJson);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(
      status,
      CODE_BY_STATUS[status] ?? 'VALIDATION',
      MESSAGE_BY_STATUS[status] ?? MESSAGES.validation,
    );
  }
  return new AppError(500, 'INTERNAL', MESSAGES.internal);
}

@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const error = toAppError(exception);
    // BUSY is load shedding on purpose, not a fault: logging each one would flood the log under load.
    if (error.statusCode >= 500 && error.code !== 'BUSY') this.logger.error(exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(error.statusCode).send(error.toBody());
  }
}
