import type { MailCatalogue } from './en.ts';

/** The e-mails in Spanish: "tú", terms from docs/product/translation-glossary.md. */
export const es: MailCatalogue = {
  'mail.greeting': 'Hola, {name}:',
  'mail.greetingNoName': 'Hola:',
  'mail.buttonFallback': 'Si el botón no funciona, pega esta dirección en tu navegador:',
  'mail.signature': 'Elevate: impulsa tus finanzas.',
  'mail.openElevate': 'Abrir Elevate',
  'mail.openElevateLine': 'Abrir Elevate: {link}',
  'notice.notYou':
    'Si no fuiste tú, restablece tu contraseña de inmediato desde la página de inicio de sesión y cierra la sesión en todos los demás dispositivos desde Configuración.',

  'verification.subject': 'Verifica tu dirección de correo de Elevate',
  'verification.heading': 'Verifica tu dirección de correo',
  'verification.intro':
    'Gracias por registrarte en Elevate. Confirma tu dirección de correo electrónico.',
  'verification.linkLine': 'Abre este enlace para verificarla: {link}',
  'verification.expiry': 'Este enlace es válido durante 24 horas.',
  'verification.button': 'Verificar correo',

  'passwordReset.subject': 'Restablece tu contraseña de Elevate',
  'passwordReset.heading': 'Restablece tu contraseña',
  'passwordReset.intro':
    'Alguien pidió restablecer la contraseña de tu cuenta de usuario de Elevate.',
  'passwordReset.linkLine': 'Abre este enlace para elegir una contraseña nueva: {link}',
  'passwordReset.expiry':
    'Este enlace es válido durante 1 hora. Si no lo pediste, ignora este correo.',
  'passwordReset.button': 'Restablecer contraseña',

  'newDevice.subject': 'Nuevo inicio de sesión en tu cuenta de usuario de Elevate',
  'newDevice.heading': 'Nuevo inicio de sesión',
  'newDevice.device': '{browser} en {os}',
  'newDevice.body':
    'Se acaba de iniciar sesión en tu cuenta de usuario de Elevate desde un dispositivo que no había usado antes: {device}, el {when}.',
  'newDevice.ifYou': 'Si fuiste tú, no tienes que hacer nada.',

  'passwordChanged.subject': 'Se cambió tu contraseña de Elevate',
  'passwordChanged.heading': 'Contraseña cambiada',
  'passwordChanged.body':
    'Se acaba de cambiar la contraseña de tu cuenta de usuario de Elevate y se cerró la sesión en todos los dispositivos.',

  'twoFactorOff.subject': 'Se desactivó la autenticación en dos pasos',
  'twoFactorOff.heading': 'Autenticación en dos pasos desactivada',
  'twoFactorOff.body':
    'Se acaba de desactivar la autenticación en dos pasos de tu cuenta de usuario de Elevate. Ahora, para iniciar sesión solo hace falta tu contraseña.',

  'twoFactorOn.subject': 'Se activó la autenticación en dos pasos',
  'twoFactorOn.heading': 'Autenticación en dos pasos activada',
  'twoFactorOn.body':
    'Se acaba de activar la autenticación en dos pasos de tu cuenta de usuario de Elevate. Ahora, para iniciar sesión también hace falta un código de una app de autenticación.',

  'recoveryCodes.subject': 'Se reemplazaron tus códigos de recuperación de Elevate',
  'recoveryCodes.heading': 'Códigos de recuperación reemplazados',
  'recoveryCodes.body':
    'Se acaban de crear códigos de recuperación nuevos para tu cuenta de usuario de Elevate; los anteriores ya no funcionan.',

  'passkeyAdded.subject': 'Se añadió una llave de acceso a tu cuenta de usuario de Elevate',
  'passkeyAdded.heading': 'Llave de acceso añadida',
  'passkeyAdded.body':
    'Se acaba de añadir una llave de acceso llamada «{passkeyName}» a tu cuenta de usuario de Elevate. Permite iniciar sesión sin tu contraseña.',
  'passkeyAdded.notYou':
    'Si no fuiste tú, elimínala de inmediato en Configuración, restablece tu contraseña desde la página de inicio de sesión y cierra la sesión en todos los demás dispositivos.',

  'accessToken.subject': 'Se creó un token de acceso para tu cuenta de usuario de Elevate',
  'accessToken.heading': 'Token de acceso creado',
  'accessToken.body':
    'Se acaba de crear un token de acceso llamado «{tokenName}» para tu cuenta de usuario de Elevate. Un script que lo tenga puede {scope, select, read {leer} other {leer y cambiar}} tus presupuestos y transacciones sin tu contraseña.',
  'accessToken.notYou':
    'Si no fuiste tú, revócalo de inmediato en Configuración, restablece tu contraseña desde la página de inicio de sesión y cierra la sesión en todos los demás dispositivos.',

  'webhook.subject': 'Se añadió un webhook a tu cuenta de usuario de Elevate',
  'webhook.heading': 'Webhook añadido',
  'webhook.body':
    'Se acaba de añadir un webhook a tu cuenta de usuario de Elevate. A partir de ahora, los eventos de uno de tus libros, con sus transacciones, se envían a {url}.',
  'webhook.notYou':
    'Si no fuiste tú, elimínalo de inmediato en Configuración, restablece tu contraseña desde la página de inicio de sesión y cierra la sesión en todos los demás dispositivos.',

  'emailChangeRequested.subject':
    'La dirección de correo de tu cuenta de usuario de Elevate va a cambiar',
  'emailChangeRequested.heading': 'Cambio de correo solicitado',
  'emailChangeRequested.body':
    'Alguien con la sesión iniciada en tu cuenta de usuario de Elevate pidió pasarla a {newEmail}. Solo cambia cuando se confirme el enlace enviado a esa dirección.',

  'emailChanged.subject': 'Se cambió la dirección de correo de tu cuenta de usuario de Elevate',
  'emailChanged.heading': 'Dirección de correo cambiada',
  'emailChanged.body':
    'La dirección de correo de tu cuenta de usuario de Elevate se cambió a {newEmail}. Los correos sobre la cuenta llegan ahora allí.',
  'emailChanged.notYou':
    'Si no fuiste tú, contacta de inmediato con el soporte respondiendo a este correo.',

  'confirmEmailChange.subject': 'Confirma tu nueva dirección de correo de Elevate',
  'confirmEmailChange.heading': 'Confirma tu nueva dirección de correo',
  'confirmEmailChange.intro':
    'Alguien pidió pasar una cuenta de usuario de Elevate a esta dirección de correo. Abre el enlace para confirmarlo; la dirección solo cambia entonces.',
  'confirmEmailChange.linkLine': 'Abre este enlace para confirmar: {link}',
  'confirmEmailChange.expiry':
    'Este enlace es válido durante 24 horas y funciona una sola vez. Si no lo pediste, ignora este correo.',
  'confirmEmailChange.button': 'Confirmar correo',

  'accountDeleted.subject': 'Se eliminó tu cuenta de usuario de Elevate',
  'accountDeleted.heading': 'Cuenta de usuario eliminada',
  'accountDeleted.body':
    'Se eliminaron tu cuenta de usuario de Elevate y todo lo que contenía (presupuestos, transacciones y configuración), y se cerró la sesión en todos los dispositivos.',
  'accountDeleted.newAccount':
    'Puedes crear una cuenta de usuario nueva con esta dirección cuando quieras.',

  'invitation.subject': 'Te invitaron a un libro en Elevate',
  'invitation.heading': 'Te invitaron a un libro',
  'invitation.someone': 'Alguien',
  'invitation.intro':
    '{inviterName} te invitó al libro «{ledgerName}» en Elevate, donde puedes {role, select, editor {ver y cambiar} other {ver}} sus presupuestos y transacciones.',
  'invitation.how':
    'Inicia sesión (o regístrate) con esta dirección de correo y luego abre el enlace para unirte. Otras cuentas no pueden usarlo.',
  'invitation.linkLine': 'Abre este enlace para unirte: {link}',
  'invitation.expiry':
    'Este enlace es válido durante {days, plural, one {# día} other {# días}} y funciona una sola vez. Si no conoces al remitente, ignora este correo.',
  'invitation.button': 'Unirme al libro',

  'ownership.subject': 'Ahora eres propietario de un libro en Elevate',
  'ownership.heading': 'Ahora eres propietario de un libro',
  'ownership.previousOwner': 'El propietario anterior',
  'ownership.intro':
    '{previousOwner} te hizo propietario del libro «{ledgerName}» en Elevate. Ahora gestionas sus miembros e invitaciones, y solo tú puedes eliminarlo.',

  'digest.subject': 'Tu semana en Elevate: {week}',
  'digest.heading': 'Tu semana en Elevate',
  'digest.intro': 'Hola, {name}: esta es tu semana en Elevate ({week}).',
  'digest.stop': 'Recibes este correo porque activaste el resumen semanal en Configuración.',
  'digest.stopLine': 'Para desactivarlo: {url}',
  'digest.stopLink': 'Desactivar el resumen semanal',
  'digest.lastWeek': 'La semana pasada',
  'digest.lastWeekSpent': 'Gastaste {amount}.',
  'digest.thisMonth': 'Este mes',
  'digest.monthLeft': 'Gastaste {spent} de {budgeted} presupuestados: quedan {left}.',
  'digest.monthOver': 'Gastaste {spent} de {budgeted} presupuestados: {over} de más.',
  'digest.noBudget': 'Aún no hay presupuesto para este mes.',
  'digest.tight': 'Cerca del presupuesto o por encima',
  'digest.tightLine': '{name}: {spent} de {budgeted}',
  'digest.tightOverLine': '{name}: {spent} de {budgeted} ({over} de más)',
  'digest.upcoming': 'Previstos para esta semana',
  'digest.upcomingLine':
    '{day}: {description}, {amount} ({type, select, expense {gasto} income {ingreso} savings {ahorro} other {{type}}})',
  'digest.goals': 'Metas',
  'digest.goalLine': '{name}: {saved} de {target} ({percent} %)',
};
