import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session-context.ts';
import { getCacheOwner, getToken, setCacheOwner } from '../lib/storage.ts';

/**
 * The persistence code (IndexedDB's, and the contract's for GET /api/auth/user) loads only
 * for a signed-in user: the prerendered /login does without it (decision 0008).
 */
const persistence = () => import('./query-persistence.ts');

/** Read at each render: the token, and with it the owner, can change in any tab. */
const storedOwner = () => (typeof indexedDB === 'undefined' ? null : getCacheOwner());

/**
 * Keeps the signed-in user's data on this device for offline reading (decision 0059):
 * at start, that user's saved cache is restored before any page asks the server (queries
 * wait meanwhile), and every change is saved under their id. The id is learnt from
 * GET /api/auth/user once the session is verified; until then nothing is saved.
 */
export function PersistedSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, status } = useSession();
  const [, ownerLearnt] = useReducer((count: number) => count + 1, 0);
  const owner = token ? storedOwner() : null;
  // Only the cache found at start holds pages back: one learnt later finds fresher data.
  const [bootOwner] = useState(owner);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const restoring = owner !== null && owner === bootOwner && restoredFor !== owner;

  useEffect(() => {
    if (!owner) return;
    const started = persistence().then(({ startQueryPersistence }) =>
      startQueryPersistence(queryClient, owner),
    );
    void started
      .then(({ restored }) => restored)
      .catch(() => undefined)
      .finally(() => setRestoredFor(owner));
    return () => void started.then(({ stop }) => stop()).catch(() => undefined);
  }, [queryClient, owner]);

  useEffect(() => {
    if (status !== 'authenticated' || owner || typeof indexedDB === 'undefined') return;
    const sessionToken = getToken();
    let cancelled = false;
    persistence()
      .then(({ fetchUserId }) => fetchUserId(queryClient))
      .then((userId) => {
        // A sign-out or another sign-in meanwhile: this answer names no current session.
        if (cancelled || getToken() !== sessionToken) return;
        setCacheOwner(userId);
        ownerLearnt();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient, status, owner]);

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
