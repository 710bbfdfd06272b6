/**
 * The webinar queries' keys, one scheme for every page that shows them (the /webinars page and
 * the dashboard's dialog share one cache entry per call). A sign-up or a cancellation changes
 * both the seats left and the user's sign-ups, so mutations invalidate `webinarKeys.all`.
 */
export const webinarKeys = {
  all: ['webinars'] as const,
  schedule: () => [...webinarKeys.all, 'schedule'] as const,
  registrations: () => [...webinarKeys.all, 'registrations'] as const,
};
