/**
 * Ops: the webinar schedule in the configured table (TABLE_NAME, AWS_REGION; DYNAMODB_ENDPOINT for
 * DynamoDB Local). Sessions are shown to users by GET /api/webinars; sign-ups get an email with an
 * .ics file.
 *
 *   npx tsx scripts/webinars.ts list
 *   npx tsx scripts/webinars.ts add --title "Título" --description "…" --starts 2027-03-11T19:00 \
 *       [--tz America/New_York] [--duration 60] [--audience gratuito|pro] [--capacity 300] \
 *       [--host "Equipo Inversor Listo"] [--join-url https://…]
 *   npx tsx scripts/webinars.ts set-link <webinarId> https://…   # join link, shown to sign-ups
 *   npx tsx scripts/webinars.ts attendees <webinarId>
 *   npx tsx scripts/webinars.ts seed        # the standing monthly + weekly schedule (idempotent)
 *
 * --starts is the wall-clock time in --tz (default America/New_York, daylight saving included).
 * Audience "gratuito" is open to every plan (the monthly webinar); "pro" to Pro and Elite (weekly).
 * Locally: DYNAMODB_ENDPOINT=http://localhost:8000 npx tsx scripts/webinars.ts list
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WEBINAR_AUDIENCES, webinarId, type WebinarAudience } from '../shared/api/webinars.ts';
import { webinarDay, webinarTimes } from '../shared/webinars/schedule-format.ts';

const USAGE = `Uso:
  npx tsx scripts/webinars.ts list
  npx tsx scripts/webinars.ts add --title "Título" --description "…" --starts 2027-03-11T19:00
      [--tz America/New_York] [--duration 60] [--audience gratuito|pro] [--capacity 300]
      [--host "…"] [--join-url https://…]
  npx tsx scripts/webinars.ts set-link <webinarId> https://…
  npx tsx scripts/webinars.ts attendees <webinarId>
  npx tsx scripts/webinars.ts seed`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function suffix(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * The options, then one branch per command of USAGE, each a few lines. Kept whole (over 80 lines):
 * the commands read as one list, as the usage lists them.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      starts: { type: 'string' },
      tz: { type: 'string', default: 'America/New_York' },
      duration: { type: 'string', default: '60' },
      audience: { type: 'string', default: 'gratuito' },
      capacity: { type: 'string', default: '300' },
      description: { type: 'string' },
      host: { type: 'string', default: 'Equipo Inversor Listo' },
      'join-url': { type: 'string' },
    },
  });
  const [command, argument] = positionals;
  // Loaded after the arguments are read, so a usage error needs no configuration.
  const store = await import('../functions/webinars/store.ts');

  switch (command) {
    case 'list': {
      const sessions = await store.upcomingWebinars(new Date(), 100);
      if (sessions.length === 0) console.log('No hay webinars próximos.');
      for (const s of sessions) {
        console.log(
          `${s.id}  [${s.audience}]  ${webinarDay(s.startsAt)}, ${webinarTimes(s.startsAt)}\n` +
            `  ${s.title} — ${s.registered}/${s.capacity} inscritos${s.joinUrl ? '' : ' — sin enlace'}`,
        );
      }
      return;
    }
    case 'add': {
      const { zonedTimeToUtc } = await import('../functions/webinars/zoned-time.ts');
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(values.starts ?? '');
      if (!values.title) fail('Falta --title.');
      if (!values.description) fail('Falta --description (qué aprenderán los asistentes).');
      if (!match) fail('--starts debe tener la forma AAAA-MM-DDTHH:MM (hora local de --tz).');
      const [, y, mo, d, h, mi] = match.map(Number) as number[];
      let start: Date;
      try {
        start = zonedTimeToUtc({ year: y!, month: mo!, day: d!, hour: h!, minute: mi! }, values.tz);
      } catch {
        fail(`Zona horaria desconocida: ${values.tz}`);
      }
      if (start.getTime() <= Date.now()) fail('La sesión debe empezar en el futuro.');
      const audience = values.audience as WebinarAudience;
      if (!WEBINAR_AUDIENCES.includes(audience)) fail('--audience debe ser gratuito o pro.');
      const duration = Number(values.duration);
      const capacity = Number(values.capacity);
      if (!Number.isInteger(duration) || duration < 15 || duration > 240) {
        fail('--duration: minutos, de 15 a 240.');
      }
      if (!Number.isInteger(capacity) || capacity < 1) fail('--capacity: un entero positivo.');
      const joinUrl = values['join-url'];
      if (joinUrl && !/^https:\/\//.test(joinUrl)) fail('--join-url debe empezar con https://');
      const session = {
        id: webinarId(start, suffix()),
        title: values.title,
        description: values.description,
        startsAt: start.toISOString(),
        durationMinutes: duration,
        audience,
        host: values.host,
        capacity,
        ...(joinUrl ? { joinUrl } : {}),
      };
      await store.addWebinar(session);
      console.log(
        `Agregado ${session.id}: ${webinarDay(session.startsAt)}, ${webinarTimes(session.startsAt)}`,
      );
      return;
    }
    case 'set-link': {
      const url = positionals[2];
      if (!argument || !url || !/^https:\/\//.test(url)) {
        fail('Uso: set-link <webinarId> https://…');
      }
      await store.setJoinUrl(argument, url);
      console.log(`Enlace publicado para ${argument}: ${url}`);
      return;
    }
    case 'attendees': {
      if (!argument) fail('Falta el id del webinar.');
      const people = await store.attendees(argument);
      console.log(`${people.length} inscritos en ${argument}`);
      for (const p of people)
        console.log(`${p.firstName} ${p.lastName} <${p.email}>  ${p.registeredAt}`);
      return;
    }
    case 'seed': {
      const { defaultSchedule } = await import('../functions/webinars/schedule.ts');
      const added = await Promise.all(defaultSchedule(new Date()).map(store.addWebinar));
      console.log(
        `${added.filter(Boolean).length} sesiones nuevas (${added.length} en el calendario).`,
      );
      return;
    }
    default:
      fail(command ? `Comando desconocido: ${command}` : 'Falta el comando.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
