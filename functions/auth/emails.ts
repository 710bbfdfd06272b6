import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';

/** The accounts emails, in Spanish, HTML and text. Links are built from SITE_URL, never the request. */
export function siteLink(path: string): string {
  return new URL(path, config.SITE_URL).toString();
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
