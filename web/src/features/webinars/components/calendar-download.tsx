import type { Webinar } from '../../../../../shared/api/webinars';
import { buildIcs } from '../../../../../shared/webinars/ics';

/** Saves the session as an .ics file (the same one the confirmation email carries). */
export function CalendarDownload({
  webinar,
  joinUrl,
}: {
  webinar: Webinar;
  joinUrl: string | null;
}) {
  function download() {
    const mine = new URL('/webinars', window.location.origin).toString();
    const ics = buildIcs({
      uid: `${webinar.id}@${window.location.hostname}`,
      title: webinar.title,
      description: `${webinar.description}\n\n${joinUrl ? `Enlace para entrar: ${joinUrl}` : `Mis webinars: ${mine}`}`,
      start: new Date(webinar.startsAt),
      durationMinutes: webinar.durationMinutes,
      url: joinUrl ?? mine,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'webinar-inversor-listo.ics';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <button type="button" className="btn btn--ghost" onClick={download}>
      Agregar al calendario
    </button>
  );
}
