import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  type ActivityAction,
  type ActivityEntity,
} from '@elevate/shared/schemas/activity';
import { actorLabel, describeActivity } from './activity-words.ts';

const phrase = (action: ActivityAction, entity: ActivityEntity, summary = '') =>
  describeActivity({ action, entity, summary }).phrase;

describe('describeActivity', () => {
  // Every pair the server logs (apps/server/src/modules/activity/describe-write.ts and the
  // ledgers routes), in the words the log shows.
  it.each<[ActivityAction, ActivityEntity, string]>([
    ['created', 'transaction', 'added a transaction'],
    ['updated', 'transaction', 'changed a transaction'],
    ['deleted', 'transaction', 'deleted a transaction'],
    ['created', 'budget', 'added a budget'],
    ['updated', 'budget', 'changed a budget'],
    ['deleted', 'budget', 'deleted a budget'],
    ['rolled-over', 'budget', "refreshed a budget's rollover"],
    ['updated', 'category', 'changed a category'],
    ['deleted', 'category', 'deleted a category'],
    ['created', 'account', 'added an account'],
    ['updated', 'account', 'changed an account'],
    ['deleted', 'account', 'deleted an account'],
    ['reconciled', 'account', 'reconciled an account'],
    ['updated', 'carry-over', "changed a category's carry-over"],
    ['uploaded', 'import', 'uploaded a bank file'],
    ['imported', 'import', 'imported transactions'],
    ['undone', 'import', 'undid an import'],
    ['created', 'import-rule', 'added an import rule'],
    ['updated', 'import-rule', 'changed an import rule'],
    ['deleted', 'import-rule', 'deleted an import rule'],
    ['created', 'recurring', 'added a recurring transaction'],
    ['updated', 'recurring', 'changed a recurring transaction'],
    ['deleted', 'recurring', 'deleted a recurring transaction'],
    ['recorded', 'recurring', 'recorded a recurring transaction'],
    ['skipped', 'recurring', 'skipped a recurring transaction'],
    ['created', 'goal', 'added a goal'],
    ['updated', 'goal', 'changed a goal'],
    ['deleted', 'goal', 'deleted a goal'],
    ['dismissed', 'insight', 'dismissed an insight'],
    ['invited', 'invitation', 'invited someone'],
    ['deleted', 'invitation', 'withdrew an invitation'],
    ['joined', 'member', 'joined the ledger'],
    ['left', 'member', 'left the ledger'],
    ['removed', 'member', 'removed a member'],
    ['role-changed', 'member', "changed a member's role"],
    ['renamed', 'ledger', 'renamed the ledger'],
  ])('%s %s reads "%s"', (action, entity, words) => {
    expect(phrase(action, entity)).toBe(words);
  });

  it('keeps the summary as the detail', () => {
    expect(
      describeActivity({ action: 'created', entity: 'transaction', summary: 'Cafe · 4.50' }),
    ).toEqual({ phrase: 'added a transaction', detail: 'Cafe · 4.50' });
  });

  it('reads a role into the phrase of an invitation, a joining and a role change', () => {
    expect(
      describeActivity({ action: 'invited', entity: 'invitation', summary: 'as editor' }),
    ).toEqual({ phrase: 'invited someone as editor', detail: '' });
    expect(phrase('joined', 'member', 'viewer')).toBe('joined as viewer');
    expect(phrase('role-changed', 'member', 'viewer')).toBe("changed a member's role to viewer");
    expect(phrase('role-changed', 'member', 'owner')).toBe('handed the ledger over');
  });

  it('leaves a summary that is not a role where it was', () => {
    expect(describeActivity({ action: 'joined', entity: 'member', summary: 'as a guest' })).toEqual(
      { phrase: 'joined the ledger', detail: 'as a guest' },
    );
    // A role word is folded in only where the entry is about a member.
    expect(describeActivity({ action: 'renamed', entity: 'ledger', summary: 'editor' })).toEqual({
      phrase: 'renamed the ledger',
      detail: 'editor',
    });
  });

  it('says something sensible for every pair, even one the server does not log yet', () => {
    for (const action of ACTIVITY_ACTIONS) {
      for (const entity of ACTIVITY_ENTITIES) {
        const words = phrase(action, entity);
        expect(words).toMatch(/^[a-z][a-z' -]+[a-z]$/);
        expect(words).not.toContain('undefined');
      }
    }
    expect(phrase('dismissed', 'goal')).toBe('dismissed a goal');
  });
});

describe('actorLabel', () => {
  const me = '7d9f0c1e-0000-4000-8000-000000000001';

  it('names the caller You, the app Elevate, a deleted account a former member', () => {
    expect(actorLabel({ userId: me, name: 'Ann' }, me)).toBe('You');
    expect(actorLabel({ userId: null, name: null }, me)).toBe('Elevate');
    expect(actorLabel({ userId: 'someone-else', name: null }, me)).toBe('A former member');
    expect(actorLabel({ userId: 'someone-else', name: 'Gus' }, me)).toBe('Gus');
  });

  it('uses the name while the caller is not known yet', () => {
    expect(actorLabel({ userId: me, name: 'Ann' }, undefined)).toBe('Ann');
  });
});
