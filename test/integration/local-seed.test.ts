import { describe, expect, it } from 'vitest';
import { activeDeals, upcomingLaunches } from '../../functions/elite/offers.ts';
import {
  exampleDeals,
  exampleLaunches,
  exampleMasterclasses,
} from '../../functions/elite/examples.ts';
import { allMasterclasses, masterclassId } from '../../functions/elite/masterclasses.ts';
import { EXAMPLE_PROGRAMS } from '../../shared/lenders/examples.ts';
import { listPrograms } from '../../functions/lenders/programs.ts';
import { upcomingWebinars } from '../../functions/webinars/store.ts';
import { seedLocalContent } from '../../scripts/local/seed.ts';

/** Everything the local seed writes, as the store functions read it. */
async function snapshot() {
  const [programs, deals, launches, masterclasses, webinars] = await Promise.all([
    listPrograms(),
    activeDeals(),
    upcomingLaunches(),
    allMasterclasses(),
    upcomingWebinars(),
  ]);
  return {
    programs: programs.map((p) => p.id).sort(),
    deals: deals.map((d) => d.id).sort(),
    launches: launches.map((l) => l.id).sort(),
    masterclasses: masterclasses.map((m) => m.id).sort(),
    webinars: webinars.map((w) => w.id).sort(),
  };
}

// The worker's table was seeded when test/setup/env.ts created it, as `npm start` seeds its own:
// the handlers only read, so without that start-up seed these lists would be empty.
describe('the local runtime seed', () => {
  it('filled the table at start-up with every example list', async () => {
    const seeded = await snapshot();
    expect(seeded.programs).toEqual(
      expect.arrayContaining(EXAMPLE_PROGRAMS.map((p) => p.id).sort()),
    );
    const now = new Date();
    expect(seeded.deals).toEqual(expect.arrayContaining(exampleDeals(now).map((d) => d.id)));
    expect(seeded.launches).toEqual(expect.arrayContaining(exampleLaunches(now).map((l) => l.id)));
    // A masterclass's id carries the date it was seeded for: match the slugs.
    const slugs = exampleMasterclasses(now).map((m) => m.slug);
    for (const slug of slugs) {
      expect(seeded.masterclasses.some((id) => id.endsWith(`-${slug}`))).toBe(true);
    }
    expect(seeded.webinars.filter((id) => id.endsWith('-mensua')).length).toBeGreaterThanOrEqual(3);
    expect(seeded.webinars.filter((id) => id.endsWith('-semana')).length).toBeGreaterThanOrEqual(6);
  });

  it('adds nothing when run again, even days later on the same data', async () => {
    const before = await snapshot();
    await seedLocalContent();
    expect(await snapshot()).toEqual(before);

    // A restart twelve days on: the masterclasses' ids carry their dates, so a second copy of each
    // would appear if the seed did not skip a list that has content.
    const later = new Date(Date.now() + 12 * 86_400_000);
    const laterIds = exampleMasterclasses(later).map(masterclassId);
    expect(laterIds.some((id) => before.masterclasses.includes(id))).toBe(false);
    await seedLocalContent(later);
    expect(await snapshot()).toEqual(before);
  });
});
