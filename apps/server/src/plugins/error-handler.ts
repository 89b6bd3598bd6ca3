import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fastifyValidationToErrors, type FastifyValidationEntry } from '@elevate/shared';
import { isDatabaseUnavailable, isStatementTimeout, isUnstorableText } from '../db/pg-errors.ts';
import { AppError } from '../lib/errors.ts';

export const STATEMENT_TIMED_OUT = 'The server took too long to answer. Please try again later.';
export const DATABASE_UNAVAILABLE =
  'The server cannot reach its database right now. Please try again shortly.';
export const UNSTORABLE_TEXT = 'Text must not contain the NUL character (U+0000)';

const toBody = (entries: unknown, context: string | undefined) =>
  fastifyValidationToErrors(entries as FastifyValidationEntry[], context ?? 'body');

/**
 * The single place that shapes error bodies: validation → 400 { errors }, other client
 * errors (and text the database cannot store) → { msg }, a statement timeout or an unreachable database → 503 { msg }, anything
 * unexpected → 500 with the stack only in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Overloaded or without its database for a moment: worth asking again shortly.
    const unavailable = (msg: string) => reply.code(503).header('retry-after', 5).send({ msg });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body = toBody(error.validation, error.validationContext);
      request.log.info(body, 'request validation failed');
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.errors) return reply.code(error.statusCode).send({ errors: error.errors });
      return reply.code(error.statusCode).send({ msg: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type.
      request.log.info({ code: error.code, status }, error.message);
      if (status === 400 && error.validation) {
        return reply.code(400).send(toBody(error.validation, error.validationContext));
      }
      return reply.code(status).send({ msg: error.message });
    }
    if (isUnstorableText(error)) {
      // Refused by the database before anything was written (its statement failed whole).
      request.log.info({ code: 'unstorable text' }, UNSTORABLE_TEXT);
      return reply.code(400).send({ msg: UNSTORABLE_TEXT });
    }
    if (isStatementTimeout(error)) {
      // A query past STATEMENT_TIMEOUT_MS: the server is overloaded, not broken.
      request.log.warn({ code: '57014' }, 'statement timeout');
      return unavailable(STATEMENT_TIMED_OUT);
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting (the embedded one is started again by its supervisor): not a bug.
      request.log.warn({ code: error.code }, 'database unavailable');
      return unavailable(DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: 'Internal server error' });
  });
});
