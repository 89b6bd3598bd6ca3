import type { ValidationErrorEntry, ValidationErrors } from './schemas/common.ts';

/** The parts of a zod issue this needs; fastify's validation entries map onto it too. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

const joinPath = (path: readonly PropertyKey[]): string =>
  path.map((part) => String(part)).join('.');

/**
 * Zod issues as the one bad-input body: param is the dotted path of the
 * field ('categories.2.name'); an unknown key is reported under its own name
 * so the client can say which field it did not expect.
 */
export function issuesToValidationErrors(
  issues: readonly IssueLike[],
  rootParam = 'body',
): ValidationErrors {
  const errors: ValidationErrorEntry[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
      for (const key of issue.keys) {
        errors.push({ param: joinPath([...issue.path, key]), msg: `Unknown field '${key}'` });
      }
      continue;
    }
    errors.push({
      param: issue.path.length > 0 ? joinPath(issue.path) : rootParam,
      msg: issue.message,
    });
  }
  return { errors };
}

export function zodErrorToValidationErrors(
  error: { issues: readonly IssueLike[] },
  rootParam = 'body',
): ValidationErrors {
  return issuesToValidationErrors(error.issues, rootParam);
}

/** A fastify validation entry as fastify-type-provider-zod builds it from a zod issue. */
export interface FastifyValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** For the server's error handler: fastify's `error.validation` back to the one error body. */
export function fastifyValidationToErrors(
  entries: readonly FastifyValidationEntry[],
  rootParam = 'body',
): ValidationErrors {
  return issuesToValidationErrors(
    entries.map((entry) => {
      const keys = entry.params['keys'];
      return {
        code: entry.keyword,
        path: entry.instancePath.split('/').filter((part) => part.length > 0),
        message: entry.message ?? 'Invalid value',
        keys: Array.isArray(keys) ? keys.map(String) : undefined,
      };
    }),
    rootParam,
  );
}

/** The first message for one field, e.g. the password entry shown on the register page. */
export function messageForParam(body: ValidationErrors, param: string): string | undefined {
  return body.errors.find((entry) => entry.param === param)?.msg;
}
