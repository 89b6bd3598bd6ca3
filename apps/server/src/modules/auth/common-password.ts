import type { FastifyRequest } from 'fastify';
import { commonPasswordRule, isCommonPassword } from '@elevate/shared';
import { commonPasswordBases } from '@elevate/shared/common-passwords';
import { badRequest } from '../../lib/errors.ts';

/**
 * A preHandler for the three routes that set a password (common passwords, decision 0017): after the
 * schema has checked the password rules, a password whose base is a well-known one is
 * refused with the same { errors: [{ param, msg }] } shape, before any token or current
 * password is looked at. It is not part of the shared zod schema because the list is
 * ~270 KB and the web imports that schema module (decision 0017).
 */
export const refuseCommonPassword =
  (param: 'password' | 'newPassword') => async (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[param];
    if (typeof value === 'string' && isCommonPassword(value, commonPasswordBases)) {
      throw badRequest(commonPasswordRule.message, [{ param, msg: commonPasswordRule.message }]);
    }
  };
