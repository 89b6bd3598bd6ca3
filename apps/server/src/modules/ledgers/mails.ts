import { layout, type MailContent } from '../../mail/templates.ts';

const ROLE_TEXT = {
  editor: 'view and change',
  viewer: 'view',
} as const;

// Subjects carry no name a user typed: the names are in the body, HTML-escaped.

/** To the invited address: who invites, to which ledger, and the link that joins it. */
export function invitationEmail(args: {
  inviterName: string;
  ledgerName: string;
  role: 'editor' | 'viewer';
  link: string;
  days: number;
}): MailContent {
  const intro = `${args.inviterName} invited you to the ledger "${args.ledgerName}" on Elevate, where you can ${ROLE_TEXT[args.role]} its budgets and transactions.`;
  const how =
    'Sign in (or sign up) with this email address, then open the link to join. Other accounts cannot use it.';
  const expiry = `This link is valid for ${args.days} days and works once. If you do not know the sender, ignore this email.`;
  return {
    subject: 'You are invited to a ledger on Elevate',
    text: `Hello,\n\n${intro}\n\n${how}\n\nOpen this link to join: ${args.link}\n\n${expiry}\n`,
    html: layout(
      'You are invited to a ledger',
      ['Hello,', intro, how, expiry],
      args.link,
      'Join Ledger',
    ),
  };
}

/** To the member who has just been made the owner of a ledger. */
export function ownershipEmail(args: {
  name: string;
  previousOwner: string;
  ledgerName: string;
  link: string;
}): MailContent {
  const greeting = `Hello ${args.name},`;
  const intro = `${args.previousOwner} made you the owner of the ledger "${args.ledgerName}" on Elevate. You now manage its members and invitations, and only you can delete it.`;
  return {
    subject: 'You now own a ledger on Elevate',
    text: `${greeting}\n\n${intro}\n\nOpen Elevate: ${args.link}\n`,
    html: layout('You now own a ledger', [greeting, intro], args.link, 'Open Elevate'),
  };
}
