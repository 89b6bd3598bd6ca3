import { MAX_OWNED_LEDGERS, MAX_PENDING_INVITATIONS } from '@elevate/shared/schemas/ledgers';

/** Every text the ledger endpoints answer with. */
export const LEDGER_MESSAGES = {
  // A ledger the caller is not a member of answers like one that does not exist.
  notFound: 'Ledger not found',
  ownerOnly: "Only the ledger's owner can do this.",
  personalDelete: 'Your personal ledger cannot be deleted.',
  personalHandOver:
    'A personal ledger stays with its owner and cannot be handed over. Create a shared ledger to hand over instead.',
  tooMany: `You can own at most ${MAX_OWNED_LEDGERS} ledgers besides your personal one. Delete one to create another.`,
  deleted: 'Ledger deleted',
  memberNotFound: 'Member not found',
  ownRole: 'You cannot change your own role. To give up ownership, make another member the owner.',
  ownerLeave:
    'The owner cannot leave a ledger. Make another member the owner first, or delete the ledger.',
  removed: 'Member removed',
  left: 'You left the ledger',
  alreadyMember: 'Someone with this email address is already a member of this ledger.',
  tooManyInvitations: `A ledger can have at most ${MAX_PENDING_INVITATIONS} pending invitations. Withdraw one to send another.`,
  inviteRateLimit: 'Too many invitations sent. Please try again later.',
  invitationNotFound: 'Invitation not found',
  invitationRevoked: 'Invitation withdrawn',
  // The same for a token never issued and one withdrawn: neither says more.
  invitationInvalid:
    'This invitation link is not valid. It may have been withdrawn; ask the ledger owner for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationExpired: 'This invitation has expired. Ask the ledger owner for a new one.',
  invitationOtherAddress:
    'This invitation was sent to another email address. Sign in with the account that uses that address to accept it.',
  verifyFirst: 'Verify your email address first: open the link we sent you.',
  sharedLedgersOwned: (names: string[]) =>
    `You own ledgers that others are members of (${names.join(', ')}). Make another member the owner of each, or remove its members, before deleting your account.`,
} as const;
