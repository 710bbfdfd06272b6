import type { Masterclass } from './api/elite.ts';
import { buildIcs } from './webinars/ics.ts';

/**
 * A masterclass as an iCalendar file: attached to the "new masterclass" email and downloaded from
 * the masterclasses page, so both give the same event (same UID: re-importing updates it).
 */
export function masterclassIcs(masterclass: Masterclass, siteUrl: string): string {
  const page = new URL('/elite-masterclasses', siteUrl).toString();
  return buildIcs({
    uid: `masterclass-${masterclass.id}@${new URL(siteUrl).host}`,
    title: `Masterclass Elite: ${masterclass.title}`,
    description: `${masterclass.description}\n\nImparte: ${masterclass.instructor}, ${masterclass.instructorRole}.\nMasterclasses: ${page}`,
    start: new Date(masterclass.startsAt),
    durationMinutes: masterclass.durationMinutes,
    url: masterclass.joinUrl ?? page,
    product: 'Masterclasses',
  });
}
