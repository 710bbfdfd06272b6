import type { Webinar } from '@shared/api/webinars';
import { downloadBlob } from '@/lib/download-blob';

/** Saves the session as an .ics file (the same one the confirmation email carries). */
export function CalendarDownload({
  webinar,
  joinUrl,
}: {
  webinar: Webinar;
  joinUrl: string | null;
}) {
  async function download() {
    // The iCalendar writer (the `ics` library, ~21 kB gzipped) loads on the first click.
    const { buildIcs, webinarEvent } = await import('@shared/webinars/ics');
    const ics = buildIcs(webinarEvent(webinar, { siteUrl: window.location.origin, joinUrl }));
    downloadBlob(
      new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
      'webinar-inversor-listo.ics',
    );
  }
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void download()}>
      Agregar al calendario
    </button>
  );
}
