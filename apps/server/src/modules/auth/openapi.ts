import { errorMessage, validationErrors } from '@elevate/shared/schemas/common';
import { z } from 'zod';

const tags = ['auth'];

/** Documentation of the auth routes: which credentials each needs and its error bodies. */
export const docs = {
  /** Public call with a body: CSRF header only. */
  publicWrite: { tags, security: [{ csrfToken: [] }] },
  read: { tags, security: [{ bearerAuth: [] }] },
  write: { tags, security: [{ bearerAuth: [], csrfToken: [] }] },
  redirect: { tags },
};

export const errorResponses = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  403: errorMessage,
  409: errorMessage,
  423: errorMessage,
  429: errorMessage,
};
