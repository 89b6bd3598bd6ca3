import type { MailCatalogue } from './en.ts';

/** The e-mails in French: "vous", terms from docs/product/translation-glossary.md. */
export const fr: MailCatalogue = {
  'mail.greeting': 'Bonjour {name},',
  'mail.greetingNoName': 'Bonjour,',
  'mail.buttonFallback':
    'Si le bouton ne fonctionne pas, collez cette adresse dans votre navigateur :',
  'mail.signature': 'Elevate : faites progresser vos finances.',
  'mail.openElevate': 'Ouvrir Elevate',
  'mail.openElevateLine': 'Ouvrir Elevate : {link}',
  'notice.notYou':
    "Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe depuis la page de connexion et déconnectez tous les autres appareils dans les Paramètres.",

  'verification.subject': 'Vérifiez votre adresse e-mail Elevate',
  'verification.heading': 'Vérifiez votre adresse e-mail',
  'verification.intro':
    'Merci de vous être inscrit sur Elevate. Veuillez confirmer votre adresse e-mail.',
  'verification.linkLine': 'Ouvrez ce lien pour la vérifier : {link}',
  'verification.expiry': 'Ce lien est valable 24 heures.',
  'verification.button': "Vérifier l'e-mail",

  'passwordReset.subject': 'Réinitialisez votre mot de passe Elevate',
  'passwordReset.heading': 'Réinitialisez votre mot de passe',
  'passwordReset.intro':
    "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte utilisateur Elevate.",
  'passwordReset.linkLine': 'Ouvrez ce lien pour choisir un nouveau mot de passe : {link}',
  'passwordReset.expiry':
    "Ce lien est valable 1 heure. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  'passwordReset.button': 'Réinitialiser le mot de passe',

  'newDevice.subject': 'Nouvelle connexion à votre compte utilisateur Elevate',
  'newDevice.heading': 'Nouvelle connexion',
  'newDevice.device': '{browser} sur {os}',
  'newDevice.body':
    "Quelqu'un vient de se connecter à votre compte utilisateur Elevate depuis un appareil encore jamais vu : {device}, le {when}.",
  'newDevice.ifYou': "Si c'était vous, vous n'avez rien à faire.",

  'passwordChanged.subject': 'Votre mot de passe Elevate a été modifié',
  'passwordChanged.heading': 'Mot de passe modifié',
  'passwordChanged.body':
    "Le mot de passe de votre compte utilisateur Elevate vient d'être modifié, et tous les appareils ont été déconnectés.",

  'twoFactorOff.subject': "L'authentification à deux facteurs a été désactivée",
  'twoFactorOff.heading': 'Authentification à deux facteurs désactivée',
  'twoFactorOff.body':
    "L'authentification à deux facteurs vient d'être désactivée pour votre compte utilisateur Elevate. La connexion ne demande plus que votre mot de passe.",

  'twoFactorOn.subject': "L'authentification à deux facteurs a été activée",
  'twoFactorOn.heading': 'Authentification à deux facteurs activée',
  'twoFactorOn.body':
    "L'authentification à deux facteurs vient d'être activée pour votre compte utilisateur Elevate. La connexion demande désormais aussi un code d'une application d'authentification.",

  'recoveryCodes.subject': 'Vos codes de récupération Elevate ont été remplacés',
  'recoveryCodes.heading': 'Codes de récupération remplacés',
  'recoveryCodes.body':
    "De nouveaux codes de récupération viennent d'être créés pour votre compte utilisateur Elevate ; les anciens ne fonctionnent plus.",

  'passkeyAdded.subject': "Une clé d'accès a été ajoutée à votre compte utilisateur Elevate",
  'passkeyAdded.heading': "Clé d'accès ajoutée",
  'passkeyAdded.body':
    "Une clé d'accès nommée « {passkeyName} » vient d'être ajoutée à votre compte utilisateur Elevate. Elle permet de se connecter sans votre mot de passe.",
  'passkeyAdded.notYou':
    "Si ce n'était pas vous, supprimez-la immédiatement dans les Paramètres, réinitialisez votre mot de passe depuis la page de connexion et déconnectez tous les autres appareils.",

  'accessToken.subject': "Un jeton d'accès a été créé pour votre compte utilisateur Elevate",
  'accessToken.heading': "Jeton d'accès créé",
  'accessToken.body':
    "Un jeton d'accès nommé « {tokenName} » vient d'être créé pour votre compte utilisateur Elevate. Un script qui le détient peut {scope, select, read {lire} other {lire et modifier}} vos budgets et vos transactions sans votre mot de passe.",
  'accessToken.notYou':
    "Si ce n'était pas vous, révoquez-le immédiatement dans les Paramètres, réinitialisez votre mot de passe depuis la page de connexion et déconnectez tous les autres appareils.",

  'webhook.subject': 'Un webhook a été ajouté à votre compte utilisateur Elevate',
  'webhook.heading': 'Webhook ajouté',
  'webhook.body':
    "Un webhook vient d'être ajouté à votre compte utilisateur Elevate. Désormais, les événements de l'un de vos carnets, avec leurs transactions, sont envoyés à {url}.",
  'webhook.notYou':
    "Si ce n'était pas vous, supprimez-le immédiatement dans les Paramètres, réinitialisez votre mot de passe depuis la page de connexion et déconnectez tous les autres appareils.",

  'emailChangeRequested.subject':
    "L'adresse e-mail de votre compte utilisateur Elevate est sur le point de changer",
  'emailChangeRequested.heading': "Changement d'adresse e-mail demandé",
  'emailChangeRequested.body':
    "Une personne connectée à votre compte utilisateur Elevate a demandé à le transférer vers {newEmail}. Il n'est transféré qu'une fois confirmé le lien envoyé à cette adresse.",

  'emailChanged.subject': "L'adresse e-mail de votre compte utilisateur Elevate a été modifiée",
  'emailChanged.heading': 'Adresse e-mail modifiée',
  'emailChanged.body':
    "L'adresse e-mail de votre compte utilisateur Elevate est désormais {newEmail}. Les e-mails concernant le compte y sont envoyés.",
  'emailChanged.notYou':
    "Si ce n'était pas vous, contactez immédiatement le support en répondant à cet e-mail.",

  'confirmEmailChange.subject': 'Confirmez votre nouvelle adresse e-mail Elevate',
  'confirmEmailChange.heading': 'Confirmez votre nouvelle adresse e-mail',
  'confirmEmailChange.intro':
    "Quelqu'un a demandé à transférer un compte utilisateur Elevate vers cette adresse e-mail. Ouvrez le lien pour confirmer ; l'adresse ne change qu'à ce moment-là.",
  'confirmEmailChange.linkLine': 'Ouvrez ce lien pour confirmer : {link}',
  'confirmEmailChange.expiry':
    "Ce lien est valable 24 heures et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  'confirmEmailChange.button': "Confirmer l'e-mail",

  'accountDeleted.subject': 'Votre compte utilisateur Elevate a été supprimé',
  'accountDeleted.heading': 'Compte utilisateur supprimé',
  'accountDeleted.body':
    "Votre compte utilisateur Elevate et tout ce qu'il contenait (budgets, transactions et paramètres) ont été supprimés, et tous les appareils ont été déconnectés.",
  'accountDeleted.newAccount':
    'Vous pouvez créer un nouveau compte utilisateur avec cette adresse à tout moment.',

  'invitation.subject': 'Vous êtes invité à rejoindre un carnet sur Elevate',
  'invitation.heading': 'Vous êtes invité à rejoindre un carnet',
  'invitation.someone': "Quelqu'un",
  'invitation.intro':
    '{inviterName} vous a invité à rejoindre le carnet « {ledgerName} » sur Elevate, où vous pouvez {role, select, editor {consulter et modifier} other {consulter}} ses budgets et ses transactions.',
  'invitation.how':
    "Connectez-vous (ou inscrivez-vous) avec cette adresse e-mail, puis ouvrez le lien pour rejoindre le carnet. Les autres comptes ne peuvent pas l'utiliser.",
  'invitation.linkLine': 'Ouvrez ce lien pour rejoindre le carnet : {link}',
  'invitation.expiry':
    "Ce lien est valable {days, plural, one {# jour} other {# jours}} et ne fonctionne qu'une fois. Si vous ne connaissez pas l'expéditeur, ignorez cet e-mail.",
  'invitation.button': 'Rejoindre le carnet',

  'ownership.subject': "Vous êtes désormais propriétaire d'un carnet sur Elevate",
  'ownership.heading': "Vous êtes désormais propriétaire d'un carnet",
  'ownership.previousOwner': "L'ancien propriétaire",
  'ownership.intro':
    '{previousOwner} vous a nommé propriétaire du carnet « {ledgerName} » sur Elevate. Vous gérez désormais ses membres et ses invitations, et vous seul pouvez le supprimer.',

  'digest.subject': 'Votre semaine dans Elevate : {week}',
  'digest.heading': 'Votre semaine dans Elevate',
  'digest.intro': 'Bonjour {name}, voici votre semaine dans Elevate ({week}).',
  'digest.stop':
    'Vous recevez cet e-mail parce que vous avez activé le résumé hebdomadaire dans les Paramètres.',
  'digest.stopLine': 'Pour le désactiver : {url}',
  'digest.stopLink': 'Désactiver le résumé hebdomadaire',
  'digest.lastWeek': 'La semaine dernière',
  'digest.lastWeekSpent': '{amount} dépensés.',
  'digest.thisMonth': 'Ce mois-ci',
  'digest.monthLeft': '{spent} dépensés sur {budgeted} budgétés : il reste {left}.',
  'digest.monthOver': '{spent} dépensés sur {budgeted} budgétés : {over} de dépassement.',
  'digest.noBudget': 'Pas encore de budget pour ce mois-ci.',
  'digest.tight': 'Budgets presque atteints ou dépassés',
  'digest.tightLine': '{name} : {spent} sur {budgeted}',
  'digest.tightOverLine': '{name} : {spent} sur {budgeted} (dépassement de {over})',
  'digest.upcoming': 'À venir cette semaine',
  'digest.upcomingLine':
    '{day} : {description}, {amount} ({type, select, expense {dépense} income {revenu} savings {épargne} other {{type}}})',
  'digest.goals': 'Objectifs',
  'digest.goalLine': '{name} : {saved} sur {target} ({percent} %)',
};
