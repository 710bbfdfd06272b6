import type { Webinar } from '@shared/api/webinars';
import { buildIcs, webinarEvent } from '@shared/webinars/ics';

/** Saves the session as an .ics file (the same one the confirmation email carries). */
export function CalendarDownload({
  webinar,
  joinUrl,
}: {
  webinar: Webinar;
  joinUrl: string | null;
}) {
  function download() {
    const ics = buildIcs(webinarEvent(webinar, { siteUrl: window.location.origin, joinUrl }));
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
