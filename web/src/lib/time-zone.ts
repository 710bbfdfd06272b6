import { DEFAULT_TIME_ZONE, isTimeZone } from '@shared/time-zone';
import { useUser } from '@/lib/session';

/** The browser's own zone, when it names a real IANA zone; New York's otherwise. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * The zone the member reads Elite times in: the one chosen on /account, else the browser's.
 * `chosen` says which (the pages say where to change it).
 */
export function useMemberTimeZone(): { timeZone: string; chosen: boolean } {
  const { user } = useUser();
  return user?.timeZone
    ? { timeZone: user.timeZone, chosen: true }
    : { timeZone: browserTimeZone(), chosen: false };
}
