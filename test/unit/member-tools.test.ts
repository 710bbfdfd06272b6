import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';
import { MEMBER_TOOLS, TOOL_GROUPS } from '../../web/src/components/member-tools.ts';

/** The one list of tools the dashboards and the member menu draw (no padded catalogue). */
describe('member tools', () => {
  it('opens each page once, under one name', () => {
    const paths = MEMBER_TOOLS.map((tool) => tool.to);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = MEMBER_TOOLS.map((tool) => tool.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names real pages, with the access the route table gives them', () => {
    for (const tool of MEMBER_TOOLS) {
      const route = PAGE_ROUTES.find((r) => r.path === tool.to);
      expect(route, tool.to).toBeDefined();
      expect(tool.access, tool.to).toBe(route!.access);
      expect(TOOL_GROUPS.map((g) => g.id)).toContain(tool.group);
    }
  });

  it('has the tools a member looked for on the dashboards', () => {
    const paths = MEMBER_TOOLS.map((tool) => tool.to);
    for (const path of [
      '/boveda-documentos',
      '/mis-propiedades',
      '/califico',
      '/portafolio',
      '/webinars',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
