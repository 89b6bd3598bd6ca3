import { successResponse } from '../schemas/common.ts';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  invitationBody,
  invitationListResponse,
  invitationParams,
  invitationResponse,
  ledgerBody,
  ledgerUpdateBody,
  ledgerListResponse,
  ledgerParams,
  ledgerResponse,
  memberListResponse,
  memberParams,
  memberRoleBody,
  membershipBody,
  monthStartPreviewQuery,
  monthStartPreviewResponse,
} from '../schemas/ledgers.ts';
import { area } from './endpoint.ts';

// Not a ledger-data area: these endpoints name their ledger in the path and check
// the caller's membership themselves (a non-member's id answers 404).
const ledgers = area('ledgers', [400, 401, 403, 404, 409, 429]);

/** Ledgers, their members and invitations (decision 0049). */
export const ledgersApi = {
  list: ledgers.get('/api/ledgers', {
    summary: "The caller's ledgers with the caller's role in each",
    responses: { 200: ledgerListResponse },
  }),
  create: ledgers.post('/api/ledgers', {
    summary: 'Create a ledger; the caller owns it',
    body: ledgerBody,
    responses: { 201: ledgerResponse },
  }),
  rename: ledgers.put('/api/ledgers/:id', {
    summary: 'Rename a ledger or change the day its budget month starts on (owner)',
    description:
      'A new monthStartDay moves every transaction to the budget month its date now falls in and recomputes the month totals; setting the old day back undoes it exactly.',
    params: ledgerParams,
    body: ledgerUpdateBody,
    responses: { 200: ledgerResponse },
  }),
  monthStartPreview: ledgers.get('/api/ledgers/:id/month-start-preview', {
    summary: 'What a new budget month start day would move (owner), before it is saved',
    params: ledgerParams,
    query: monthStartPreviewQuery,
    responses: { 200: monthStartPreviewResponse },
  }),
  remove: ledgers.delete('/api/ledgers/:id', {
    summary: 'Delete a ledger and all its data (owner; not the personal ledger)',
    params: ledgerParams,
    responses: { 200: successResponse },
  }),
  invite: ledgers.post('/api/ledgers/:id/invitations', {
    summary: 'Invite someone by email to join as editor or viewer (owner)',
    params: ledgerParams,
    body: invitationBody,
    responses: { 201: invitationResponse },
  }),
  invitations: ledgers.get('/api/ledgers/:id/invitations', {
    summary: 'Pending invitations (owner)',
    params: ledgerParams,
    responses: { 200: invitationListResponse },
  }),
  revokeInvitation: ledgers.delete('/api/ledgers/:id/invitations/:invitationId', {
    summary: 'Withdraw a pending invitation (owner)',
    params: invitationParams,
    responses: { 200: successResponse },
  }),
  acceptInvitation: ledgers.post('/api/invitations/accept', {
    summary: "Join a ledger with an invitation link's token",
    description: 'The signed-in account must have verified the address the invitation was sent to.',
    body: acceptInvitationBody,
    responses: { 200: acceptInvitationResponse },
  }),
  members: ledgers.get('/api/ledgers/:id/members', {
    summary: "The ledger's members and their roles (any member)",
    params: ledgerParams,
    responses: { 200: memberListResponse },
  }),
  setRole: ledgers.put('/api/ledgers/:id/members/:userId', {
    summary: "Change a member's role, or hand the ledger over with role owner (owner)",
    params: memberParams,
    body: memberRoleBody,
    responses: { 200: memberListResponse },
  }),
  membership: ledgers.put('/api/ledgers/:id/membership', {
    summary: "The caller's own choices as a member: whether the others see their e-mail address",
    params: ledgerParams,
    body: membershipBody,
    responses: { 200: memberListResponse },
  }),
  removeMember: ledgers.delete('/api/ledgers/:id/members/:userId', {
    summary: 'Remove a member (owner), or leave the ledger (a member naming themself)',
    params: memberParams,
    responses: { 200: successResponse },
  }),
};
