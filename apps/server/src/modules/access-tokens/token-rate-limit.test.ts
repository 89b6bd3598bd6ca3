import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/app.ts';
import { bearer, send, STRONG_PASSWORD } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { hashPassword } from '../auth/passwords.ts';

// A data budget of three calls a minute, so each budget runs out within the test.
const { t } = appWithMailPerFile({ DATA_RATE_LIMIT_PER_MINUTE: '3' });
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
});

describe("an access token's rate budget", () => {
  it("is its own: a runaway script does not lock its owner's browser out, nor another token", async () => {
    const user = await createTestUser(t, { passwordHash });
    const mint = async (name: string) => {
      const res = await send(
        t,
        'POST',
        '/api/tokens',
        { name, scope: 'read', password: STRONG_PASSWORD },
        { headers: user.headers },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().token as string;
    };
    const [first, second] = [await mint('First'), await mint('Second')];
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/transactions', headers });
    const statuses = async (headers: Record<string, string>) => {
      const out: number[] = [];
      for (let i = 0; i < 4; i += 1) out.push((await read(headers)).statusCode);
      return out;
    };
    expect(await statuses(bearer(first))).toEqual([200, 200, 200, 429]);
    expect(await statuses(user.headers)).toEqual([200, 200, 200, 429]);
    expect(await statuses(bearer(second))).toEqual([200, 200, 200, 429]);
  });
});
