import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';

type ValidationEntry = {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
};

function toFieldErrors(entries: ValidationEntry[], context: string | undefined): FieldError[] {
  return entries.map((e) => {
    const keys = e.params?.keys;
    const fromPath = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const param =
      e.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0
        ? String(keys[0])
        : fromPath || context || 'body';
    return { param, msg: e.message ?? 'Invalid value' };
  });
}

/**
 * The single place that shapes error bodies: validation → 400 { errors }, other client
 * errors → { msg }, anything unexpected → 500 with the stack only in the log.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation, error.validationContext);
      request.log.info({ errors }, 'request validation failed');
      return reply.code(400).send({ errors });
    }
    if (error instanceof AppError) {
      if (error.errors) return reply.code(error.statusCode).send({ errors: error.errors });
      return reply.code(error.statusCode).send({ msg: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type.
      request.log.info({ code: error.code, status }, error.message);
      if (status === 400 && error.validation) {
        return reply.code(400).send({ errors: toFieldErrors(error.validation, error.validationContext) });
      }
      return reply.code(status).send({ msg: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: 'Internal server error' });
  });
});
