import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { backgroundTimer } from '../../lib/background-timer.ts';
import { generateToken } from '../../lib/tokens.ts';
import { mailLanguage } from '../../mail/mail-language.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { digestContent } from './digest-content.ts';
import { digestEmail } from './digest-mail.ts';
import { digestWeek, weekLabel } from './digest-week.ts';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Users claimed per run; a run that claimed this many is followed at once by another. */
export const DIGEST_BATCH = 20;
const EVERY_MS = 15 * 60 * 1000;
const AGAIN_MS = 500;

interface Claimed {
  id: string;
  name: string;
  email: string;
  locale: string | null;
  digest_token: string | null;
  previous: string | null;
}

/**
 * Sends the digests due now. Each user's week is claimed by one statement that skips
 * rows another process holds, so each week's digest goes out once however many servers
 * run; a mail that fails gives its claim back, and a later run tries again that week.
 */
export async function sendDueDigests(
  deps: DigestDeps,
  now = new Date(),
): Promise<{ more: boolean }> {
  const week = digestWeek(now);
  if (!week.open) return { more: false };
  const claimed = rowsOf<Claimed>(
    await deps.db.execute(sql`
      with due as (
        select id, digest_week as previous from users
        where weekly_digest and is_verified
          and (digest_week is null or digest_week < ${week.monday}::date)
        order by id limit ${DIGEST_BATCH}
        for update skip locked)
      update users u set digest_week = ${week.monday}::date
      from due where u.id = due.id
      returning u.id, u.name, u.email, u.locale, u.digest_token, due.previous::text as previous`),
  );
  for (const user of claimed) {
    try {
      await sendOne(deps, user, week, now);
    } catch (err) {
      deps.log.warn({ err, userId: user.id }, 'weekly digest not sent; tried again later');
      await deps.db.execute(sql`
        update users set digest_week = ${user.previous}::date
        where id = ${user.id} and digest_week = ${week.monday}::date`);
    }
  }
  return { more: claimed.length === DIGEST_BATCH };
}

async function sendOne(
  deps: DigestDeps,
  user: Claimed,
  week: ReturnType<typeof digestWeek>,
  now: Date,
) {
  let token = user.digest_token;
  if (!token) {
    token = generateToken();
    await deps.db.execute(sql`update users set digest_token = ${token} where id = ${user.id}`);
  }
  const ledgers = await digestContent(deps.db, user.id, week, now);
  const lang = mailLanguage(user.locale);
  const mail = digestEmail({
    locale: lang.locale,
    name: user.name,
    week: weekLabel(week, lang),
    ledgers,
    appUrl: deps.appUrl,
    unsubscribeUrl: `${deps.appUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  });
  await deps.mailer.send({
    to: user.email,
    ...mail,
    // One-click unsubscribe for mail programs (RFC 8058): they post to this address.
    headers: {
      'List-Unsubscribe': `<${deps.appUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** In the background from start, every 15 minutes, at once again while users are waiting. */
export function digestTimer(deps: DigestDeps) {
  return backgroundTimer(
    () => sendDueDigests(deps),
    (outcome) => (outcome?.more ? AGAIN_MS : EVERY_MS),
    (err) => deps.log.error({ err }, 'weekly digest run failed'),
  );
}
