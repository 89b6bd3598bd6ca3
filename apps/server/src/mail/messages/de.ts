import type { MailCatalogue } from './en.ts';

/** The e-mails in German: "du", terms from docs/product/translation-glossary.md. */
export const de: MailCatalogue = {
  'mail.greeting': 'Hallo {name},',
  'mail.greetingNoName': 'Hallo,',
  'mail.buttonFallback':
    'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  'mail.signature': 'Elevate: Bring deine Finanzen voran.',
  'mail.openElevate': 'Elevate öffnen',
  'mail.openElevateLine': 'Elevate öffnen: {link}',
  'notice.notYou':
    'Falls du das nicht warst, setze sofort über die Anmeldeseite dein Passwort zurück und melde in den Einstellungen alle anderen Geräte ab.',

  'verification.subject': 'Bestätige deine E-Mail-Adresse für Elevate',
  'verification.heading': 'Bestätige deine E-Mail-Adresse',
  'verification.intro':
    'Danke für deine Registrierung bei Elevate. Bitte bestätige deine E-Mail-Adresse.',
  'verification.linkLine': 'Öffne diesen Link zur Bestätigung: {link}',
  'verification.expiry': 'Dieser Link ist 24 Stunden lang gültig.',
  'verification.button': 'E-Mail bestätigen',

  'passwordReset.subject': 'Setze dein Elevate-Passwort zurück',
  'passwordReset.heading': 'Passwort zurücksetzen',
  'passwordReset.intro':
    'Jemand hat darum gebeten, das Passwort deines Elevate-Benutzerkontos zurückzusetzen.',
  'passwordReset.linkLine': 'Öffne diesen Link, um ein neues Passwort zu wählen: {link}',
  'passwordReset.expiry':
    'Dieser Link ist 1 Stunde lang gültig. Falls du das nicht angefordert hast, ignoriere diese E-Mail.',
  'passwordReset.button': 'Passwort zurücksetzen',

  'newDevice.subject': 'Neue Anmeldung bei deinem Elevate-Benutzerkonto',
  'newDevice.heading': 'Neue Anmeldung',
  'newDevice.device': '{browser} unter {os}',
  'newDevice.body':
    'Bei deinem Elevate-Benutzerkonto hat sich gerade ein Gerät angemeldet, das es noch nicht kannte: {device}, am {when}.',
  'newDevice.ifYou': 'Falls du das warst, ist nichts zu tun.',

  'passwordChanged.subject': 'Dein Elevate-Passwort wurde geändert',
  'passwordChanged.heading': 'Passwort geändert',
  'passwordChanged.body':
    'Das Passwort deines Elevate-Benutzerkontos wurde gerade geändert, und alle Geräte wurden abgemeldet.',

  'twoFactorOff.subject': 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
  'twoFactorOff.heading': 'Zwei-Faktor-Authentifizierung aus',
  'twoFactorOff.body':
    'Die Zwei-Faktor-Authentifizierung wurde für dein Elevate-Benutzerkonto gerade ausgeschaltet. Zum Anmelden genügt jetzt dein Passwort.',

  'twoFactorOn.subject': 'Die Zwei-Faktor-Authentifizierung wurde eingeschaltet',
  'twoFactorOn.heading': 'Zwei-Faktor-Authentifizierung an',
  'twoFactorOn.body':
    'Die Zwei-Faktor-Authentifizierung wurde für dein Elevate-Benutzerkonto gerade eingeschaltet. Zum Anmelden brauchst du jetzt zusätzlich einen Code aus einer Authenticator-App.',

  'recoveryCodes.subject': 'Deine Elevate-Wiederherstellungscodes wurden ersetzt',
  'recoveryCodes.heading': 'Wiederherstellungscodes ersetzt',
  'recoveryCodes.body':
    'Für dein Elevate-Benutzerkonto wurden gerade neue Wiederherstellungscodes erstellt; die bisherigen funktionieren nicht mehr.',

  'passkeyAdded.subject': 'Deinem Elevate-Benutzerkonto wurde ein Passkey hinzugefügt',
  'passkeyAdded.heading': 'Passkey hinzugefügt',
  'passkeyAdded.body':
    'Deinem Elevate-Benutzerkonto wurde gerade ein Passkey namens „{passkeyName}“ hinzugefügt. Mit ihm kann man sich ohne dein Passwort anmelden.',
  'passkeyAdded.notYou':
    'Falls du das nicht warst, entferne ihn sofort in den Einstellungen, setze über die Anmeldeseite dein Passwort zurück und melde alle anderen Geräte ab.',

  'accessToken.subject': 'Für dein Elevate-Benutzerkonto wurde ein Zugriffstoken erstellt',
  'accessToken.heading': 'Zugriffstoken erstellt',
  'accessToken.body':
    'Für dein Elevate-Benutzerkonto wurde gerade ein Zugriffstoken namens „{tokenName}“ erstellt. Ein Skript, das es besitzt, kann deine Budgets und Transaktionen ohne dein Passwort {scope, select, read {lesen} other {lesen und ändern}}.',
  'accessToken.notYou':
    'Falls du das nicht warst, widerrufe es sofort in den Einstellungen, setze über die Anmeldeseite dein Passwort zurück und melde alle anderen Geräte ab.',

  'webhook.subject': 'Deinem Elevate-Benutzerkonto wurde ein Webhook hinzugefügt',
  'webhook.heading': 'Webhook hinzugefügt',
  'webhook.body':
    'Deinem Elevate-Benutzerkonto wurde gerade ein Webhook hinzugefügt. Ab jetzt werden die Ereignisse eines deiner Haushaltsbücher samt ihren Transaktionen an {url} gesendet.',
  'webhook.notYou':
    'Falls du das nicht warst, lösche ihn sofort in den Einstellungen, setze über die Anmeldeseite dein Passwort zurück und melde alle anderen Geräte ab.',

  'emailChangeRequested.subject':
    'Die E-Mail-Adresse deines Elevate-Benutzerkontos soll sich ändern',
  'emailChangeRequested.heading': 'E-Mail-Änderung angefordert',
  'emailChangeRequested.body':
    'Jemand, der bei deinem Elevate-Benutzerkonto angemeldet ist, möchte es auf {newEmail} umstellen. Es wird erst umgestellt, wenn der dorthin gesendete Link bestätigt ist.',

  'emailChanged.subject': 'Die E-Mail-Adresse deines Elevate-Benutzerkontos wurde geändert',
  'emailChanged.heading': 'E-Mail-Adresse geändert',
  'emailChanged.body':
    'Die E-Mail-Adresse deines Elevate-Benutzerkontos wurde in {newEmail} geändert. E-Mails zum Benutzerkonto gehen jetzt dorthin.',
  'emailChanged.notYou':
    'Falls du das nicht warst, wende dich sofort an den Support, indem du auf diese E-Mail antwortest.',

  'confirmEmailChange.subject': 'Bestätige deine neue E-Mail-Adresse für Elevate',
  'confirmEmailChange.heading': 'Bestätige deine neue E-Mail-Adresse',
  'confirmEmailChange.intro':
    'Jemand möchte ein Elevate-Benutzerkonto auf diese E-Mail-Adresse umstellen. Öffne den Link zur Bestätigung; erst dann ändert sich die Adresse.',
  'confirmEmailChange.linkLine': 'Öffne diesen Link zur Bestätigung: {link}',
  'confirmEmailChange.expiry':
    'Dieser Link ist 24 Stunden lang gültig und funktioniert nur einmal. Falls du das nicht angefordert hast, ignoriere diese E-Mail.',
  'confirmEmailChange.button': 'E-Mail bestätigen',

  'accountDeleted.subject': 'Dein Elevate-Benutzerkonto wurde gelöscht',
  'accountDeleted.heading': 'Benutzerkonto gelöscht',
  'accountDeleted.body':
    'Dein Elevate-Benutzerkonto und alles darin (Budgets, Transaktionen und Einstellungen) wurden gelöscht, und alle Geräte wurden abgemeldet.',
  'accountDeleted.newAccount':
    'Du kannst jederzeit ein neues Benutzerkonto mit dieser Adresse erstellen.',

  'invitation.subject': 'Du bist zu einem Haushaltsbuch auf Elevate eingeladen',
  'invitation.heading': 'Du bist zu einem Haushaltsbuch eingeladen',
  'invitation.someone': 'Jemand',
  'invitation.intro':
    '{inviterName} hat dich zum Haushaltsbuch „{ledgerName}“ auf Elevate eingeladen, wo du seine Budgets und Transaktionen {role, select, editor {ansehen und ändern} other {ansehen}} kannst.',
  'invitation.how':
    'Melde dich mit dieser E-Mail-Adresse an (oder registriere dich) und öffne dann den Link, um beizutreten. Andere Benutzerkonten können ihn nicht verwenden.',
  'invitation.linkLine': 'Öffne diesen Link, um beizutreten: {link}',
  'invitation.expiry':
    'Dieser Link ist {days, plural, one {# Tag} other {# Tage}} lang gültig und funktioniert nur einmal. Falls du den Absender nicht kennst, ignoriere diese E-Mail.',
  'invitation.button': 'Beitreten',

  'ownership.subject': 'Dir gehört jetzt ein Haushaltsbuch auf Elevate',
  'ownership.heading': 'Dir gehört jetzt ein Haushaltsbuch',
  'ownership.previousOwner': 'Der bisherige Inhaber',
  'ownership.intro':
    '{previousOwner} hat dich zum Inhaber des Haushaltsbuchs „{ledgerName}“ auf Elevate gemacht. Du verwaltest jetzt seine Mitglieder und Einladungen, und nur du kannst es löschen.',

  'digest.subject': 'Deine Woche in Elevate: {week}',
  'digest.heading': 'Deine Woche in Elevate',
  'digest.intro': 'Hallo {name}, hier ist deine Woche in Elevate ({week}).',
  'digest.stop':
    'Du erhältst diese E-Mail, weil du die wöchentliche Zusammenfassung in den Einstellungen eingeschaltet hast.',
  'digest.stopLine': 'Abbestellen: {url}',
  'digest.stopLink': 'Wöchentliche Zusammenfassung abbestellen',
  'digest.lastWeek': 'Letzte Woche',
  'digest.lastWeekSpent': '{amount} ausgegeben.',
  'digest.thisMonth': 'Dieser Monat',
  'digest.monthLeft': '{spent} von {budgeted} ausgegeben: noch {left} übrig.',
  'digest.monthOver': '{spent} von {budgeted} ausgegeben: {over} zu viel.',
  'digest.noBudget': 'Für diesen Monat gibt es noch kein Budget.',
  'digest.tight': 'Nah am oder über dem Budget',
  'digest.tightLine': '{name}: {spent} von {budgeted}',
  'digest.tightOverLine': '{name}: {spent} von {budgeted} ({over} zu viel)',
  'digest.upcoming': 'Diese Woche fällig',
  'digest.upcomingLine':
    '{day}: {description}, {amount} ({type, select, expense {Ausgabe} income {Einnahme} savings {Sparen} other {{type}}})',
  'digest.goals': 'Ziele',
  'digest.goalLine': '{name}: {saved} von {target} ({percent} %)',
};
