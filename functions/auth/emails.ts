import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import { logger } from '../commons/logger.ts';
import { sendMail, type Mail } from '../commons/mail.ts';
import { MFA_ACCOUNT_LIMITS } from './limits.ts';

/** The accounts emails, in Spanish, HTML and text. Links are built from SITE_URL, never the request. */
export function siteLink(path: string): string {
  return new URL(path, config.SITE_URL).toString();
}

/**
 * Send an account email; a mail failure is logged, never shown (the change it tells of stands,
 * and a recovery answer must not hint that the account exists).
 */
export async function deliver(mail: Mail, what: string, userId: string): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.error('email not sent', { what, userId, error: error as Error });
  }
}

export function resetPasswordEmail(to: string, firstName: string, token: string): Mail {
  const url = siteLink(`/reset-password?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: 'Restablece tu contraseña de Inversor Listo',
    ...renderEmail({
      preheader: 'Usa este enlace durante la próxima hora para elegir una nueva contraseña.',
      heading: 'Restablece tu contraseña',
      paragraphs: [
        `Hola ${firstName}:`,
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva, usa el botón de abajo.',
        'El enlace vale durante 1 hora y solo se puede usar una vez. Al cambiar la contraseña se cerrarán todas tus sesiones abiertas.',
      ],
      action: { label: 'Restablecer contraseña', url },
      footnote: [
        'Si no pediste este cambio, ignora este correo: tu contraseña actual sigue funcionando.',
      ],
    }),
  };
}

export function usernameReminderEmail(to: string, firstName: string, username: string): Mail {
  return {
    to,
    subject: 'Tu nombre de usuario de Inversor Listo',
    ...renderEmail({
      preheader: `Tu nombre de usuario es ${username}.`,
      heading: 'Tu nombre de usuario',
      paragraphs: [
        `Hola ${firstName}:`,
        `Tu nombre de usuario en Inversor Listo es: ${username}`,
        'Para entrar, usa tu correo electrónico y tu contraseña en la página de inicio de sesión.',
      ],
      action: { label: 'Iniciar sesión', url: siteLink('/login') },
      footnote: ['Si no pediste este recordatorio, puedes ignorar este correo.'],
    }),
  };
}

export function welcomeEmail(to: string, firstName: string): Mail {
  return {
    to,
    subject: '¡Bienvenido a Inversor Listo!',
    ...renderEmail({
      preheader: 'Tu cuenta gratuita está lista: calculadora DSCR, guía de documentos y más.',
      heading: `¡Bienvenido, ${firstName}!`,
      paragraphs: [
        'Tu cuenta de Inversor Listo está lista. Con el plan gratuito ya puedes usar la calculadora DSCR básica, la guía de preparación de documentos, la lista de verificación de inversión y los recursos educativos.',
        'Cuando quieras ir más lejos, los planes Pro y Elite suman calculadoras avanzadas, bóveda de documentos, webinars semanales y sesiones estratégicas 1:1.',
      ],
      action: { label: 'Ir a mi panel', url: siteLink('/login') },
      footnote: [
        'Inversor Listo es una plataforma educativa: no garantiza la aprobación de préstamos ni ofrece servicios de corretaje.',
        'Si no creaste esta cuenta, escríbenos a soporte@inversorlisto.com.',
      ],
    }),
  };
}

/** What every security notice says at the end: what to do if it was not you. */
const NOT_YOU = [
  'Si no fuiste tú, cambia tu contraseña de inmediato desde "¿Olvidaste tu contraseña?" en la página de inicio de sesión y escríbenos a soporte@inversorlisto.com.',
];

/** To the new address: the link that confirms it (valid 1 hour, once). */
export function confirmEmailChangeEmail(to: string, firstName: string, token: string): Mail {
  const url = siteLink(`/confirmar-correo?token=${encodeURIComponent(token)}`);
  return {
    to,
    subject: 'Confirma tu nuevo correo de Inversor Listo',
    ...renderEmail({
      preheader: 'Confirma esta dirección durante la próxima hora para usarla en tu cuenta.',
      heading: 'Confirma tu nuevo correo',
      paragraphs: [
        `Hola ${firstName}:`,
        'Pediste usar esta dirección como el correo de tu cuenta de Inversor Listo. Para confirmarla, usa el botón de abajo.',
        'El enlace vale durante 1 hora y solo se puede usar una vez. Al confirmar, cerraremos tus otras sesiones abiertas.',
      ],
      action: { label: 'Confirmar correo', url },
      footnote: ['Si no pediste este cambio, ignora este correo: tu cuenta no cambiará.'],
    }),
  };
}

/** To the old address, when a change is asked for. */
export function emailChangeRequestedEmail(to: string, firstName: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Se pidió cambiar el correo de tu cuenta de Inversor Listo',
    ...renderEmail({
      preheader: 'Tu correo actual sigue vigente hasta que se confirme el nuevo.',
      heading: 'Se pidió cambiar tu correo',
      paragraphs: [
        `Hola ${firstName}:`,
        `Alguien con acceso a tu cuenta y a tu contraseña pidió cambiar su correo a ${newEmail}. El cambio solo se hará si se confirma desde esa dirección durante la próxima hora; hasta entonces, este correo sigue siendo el de tu cuenta.`,
      ],
      footnote: NOT_YOU,
    }),
  };
}

/** To the old address, once the new one is confirmed. */
export function emailChangedEmail(to: string, firstName: string, newEmail: string): Mail {
  return {
    to,
    subject: 'El correo de tu cuenta de Inversor Listo cambió',
    ...renderEmail({
      preheader: `Tu cuenta ahora usa ${newEmail}.`,
      heading: 'Tu correo cambió',
      paragraphs: [
        `Hola ${firstName}:`,
        `El correo de tu cuenta de Inversor Listo ahora es ${newEmail}. Este correo ya no sirve para iniciar sesión ni para recuperar la cuenta, y cerramos las demás sesiones abiertas.`,
      ],
      footnote: [
        'Si no fuiste tú, escríbenos de inmediato a soporte@inversorlisto.com desde esta dirección: te ayudaremos a recuperar tu cuenta.',
      ],
    }),
  };
}

/** After a password change from the account page, or a reset by link. */
export function passwordChangedEmail(to: string, firstName: string, how: 'change' | 'reset'): Mail {
  return {
    to,
    subject: 'Tu contraseña de Inversor Listo cambió',
    ...renderEmail({
      preheader: 'Cerramos las sesiones que usaban la contraseña anterior.',
      heading: 'Tu contraseña cambió',
      paragraphs: [
        `Hola ${firstName}:`,
        how === 'change'
          ? 'La contraseña de tu cuenta se cambió desde la página "Gestionar Cuenta". Cerramos todas tus otras sesiones abiertas.'
          : 'La contraseña de tu cuenta se restableció con un enlace de recuperación. Cerramos todas tus sesiones abiertas.',
      ],
      action: { label: 'Iniciar sesión', url: siteLink('/login') },
      footnote: NOT_YOU,
    }),
  };
}

/** When the second factor is turned on or off. */
export function mfaChangedEmail(to: string, firstName: string, enabled: boolean): Mail {
  return {
    to,
    subject: enabled
      ? 'Activaste la verificación en dos pasos en Inversor Listo'
      : 'Desactivaste la verificación en dos pasos en Inversor Listo',
    ...renderEmail({
      preheader: enabled
        ? 'Desde ahora, iniciar sesión pide un código de tu app de autenticación.'
        : 'Iniciar sesión ya no pide un código de tu app de autenticación.',
      heading: enabled
        ? 'Verificación en dos pasos activada'
        : 'Verificación en dos pasos desactivada',
      paragraphs: [
        `Hola ${firstName}:`,
        enabled
          ? 'Desde ahora, al iniciar sesión te pediremos también un código de 6 dígitos de tu app de autenticación. Guarda tus códigos de recuperación en un lugar seguro: cada uno sirve una vez si pierdes el teléfono.'
          : 'Desde ahora, iniciar sesión solo pide tu correo y tu contraseña. Puedes volver a activarla cuando quieras desde "Gestionar Cuenta".',
      ],
      footnote: NOT_YOU,
    }),
  };
}

/** The moment and address of an event, as an email states them (UTC: we do not know the zone). */
const EVENT_TIME = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** After too many wrong second-factor codes: every code is refused for a while (sent once). */
export function mfaLockedEmail(to: string, firstName: string, at: Date, address: string): Mail {
  const minutes = MFA_ACCOUNT_LIMITS.lockSeconds / 60;
  return {
    to,
    subject: 'Bloqueamos los códigos de verificación de tu cuenta de Inversor Listo',
    ...renderEmail({
      preheader: `Recibimos ${MFA_ACCOUNT_LIMITS.failures} códigos incorrectos: los códigos quedan bloqueados ${minutes} minutos.`,
      heading: 'Demasiados códigos incorrectos',
      paragraphs: [
        `Hola ${firstName}:`,
        `Recibimos ${MFA_ACCOUNT_LIMITS.failures} códigos de verificación incorrectos para tu cuenta en menos de una hora. El último llegó el ${EVENT_TIME.format(at)} desde la dirección ${address}.`,
        `Por seguridad, durante los próximos ${minutes} minutos no aceptaremos ningún código, ni siquiera el correcto. Después podrás volver a usar tu app de autenticación o un código de recuperación.`,
        'Para llegar a pedir un código hace falta tu contraseña: si no fuiste tú, alguien la conoce.',
      ],
      action: { label: 'Cambiar mi contraseña', url: siteLink('/forgot-password') },
      footnote: NOT_YOU,
    }),
  };
}
