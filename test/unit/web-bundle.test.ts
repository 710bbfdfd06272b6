/**
 * Security checks as tests: nothing secret or server-only in the web bundle. Scans the built
 * web/dist (npm test builds it before vitest runs); the runtime checks (headers, cookies, Origin,
 * fixation, timing, error bodies) are in test/integration/security.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { SECRET_VARIABLES } from '../../functions/commons/config.ts';
import { ARTICLES } from '../../functions/education/library.ts';
import { pageHtmlFile } from '../../shared/page-html.ts';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';

const DIST = path.resolve('web/dist');
const built = existsSync(path.join(DIST, 'index.html'));
const MISSING = 'skipped: web/dist is missing (npm test builds it; or run `npx vite build`)';
if (!built) console.warn(`web-bundle.test.ts ${MISSING}`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every file of the bundle as text (latin1 keeps binary files byte-for-byte searchable). */
const bundle = built
  ? filesUnder(DIST).map((file) => ({
      file: path.relative(DIST, file),
      text: readFileSync(file, 'latin1'),
    }))
  : [];

/** The files of the bundle where `pattern` occurs, with the first match of each. */
function occurrences(pattern: RegExp | string): string[] {
  return bundle.flatMap(({ file, text }) => {
    if (typeof pattern === 'string') return text.includes(pattern) ? [`${file}: ${pattern}`] : [];
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
    return match ? [`${file}: ${match[0]}`] : [];
  });
}

describe.skipIf(!built)(`the web bundle${built ? '' : ` (${MISSING})`}`, () => {
  it('has files to scan', () => {
    expect(bundle.some(({ file }) => file.endsWith('.js'))).toBe(true);
  });

  it('holds no Stripe secret or restricted key, nor a webhook signing secret', () => {
    expect(occurrences('sk_live_')).toEqual([]);
    expect(occurrences('sk_test_')).toEqual([]);
    expect(occurrences(/\brk_(live|test)_[0-9A-Za-z]+/)).toEqual([]);
    expect(occurrences('whsec_')).toEqual([]);
  });

  it('holds no Stripe key but a publishable one (pk_)', () => {
    const keys = bundle.flatMap(({ text }) =>
      [...text.matchAll(/\b[a-z]{2,6}_(?:live|test)_[0-9A-Za-z]{10,}/g)].map((m) => m[0]),
    );
    expect(keys.filter((key) => !key.startsWith('pk_'))).toEqual([]);
  });

  it('holds none of the secret variables the functions read: their values, or code reading them', () => {
    expect(SECRET_VARIABLES).toEqual(
      expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'RENTCAST_API_KEY']),
    );
    for (const name of SECRET_VARIABLES) {
      expect(occurrences(name), name).toEqual([]);
      // The environment npm test built the bundle in is this one.
      const value = process.env[name];
      if (value && value.length >= 8) expect(occurrences(value), `value of ${name}`).toEqual([]);
    }
  });

  it('cannot take them from the build environment: Vite exposes only VITE_ variables, nothing is defined from process.env', () => {
    const prefixes = [viteConfig.envPrefix ?? 'VITE_'].flat();
    expect(prefixes.every((prefix) => prefix.length > 0)).toBe(true);
    for (const name of SECRET_VARIABLES) {
      expect(
        prefixes.some((prefix) => name.startsWith(prefix)),
        name,
      ).toBe(false);
    }
    expect(JSON.stringify(viteConfig.define ?? {})).not.toMatch(/process\.env|SECRET|API_KEY/);
  });

  it('holds no AWS access key id and no private key block', () => {
    expect(occurrences(/\b(AKIA|ASIA)[0-9A-Z]{16}\b/)).toEqual([]);
    expect(occurrences(/-----BEGIN [A-Z ]*PRIVATE KEY-----/)).toEqual([]);
  });

  it('holds no server-only module: the functions, the AWS SDK, password hashing', () => {
    expect(occurrences(/functions\/[\w-]+\/handlers\//)).toEqual([]);
    for (const name of [
      'functions/commons',
      'DynamoDBDocument',
      'lib-dynamodb',
      '@aws-sdk',
      'client-sesv2',
      '@aws-lambda-powertools',
      'scrypt',
      'passwordHash',
      'SESSION#',
    ]) {
      expect(occurrences(name), name).toEqual([]);
    }
  });

  it("holds no Pro article's text beyond its preview: the body comes only from the API, to Pro", () => {
    for (const article of ARTICLES) {
      // The body's last paragraph and a paragraph from its middle, in the bundle's UTF-8 bytes.
      const paragraphs = article.content.split('\n').filter((line) => line.length > 80);
      for (const text of [paragraphs.at(-1)!, paragraphs[Math.floor(paragraphs.length / 2)]!]) {
        const needle = Buffer.from(text.slice(0, 80), 'utf8').toString('latin1');
        expect(occurrences(needle), article.id).toEqual([]);
      }
    }
  });

  it.each(bundle.filter(({ file }) => file.endsWith('.html')).map(({ file }) => file))(
    '%s runs no inline script (the CSP would block it): every script is a file of our own',
    (file) => {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, attributes = '', content = ''] of scripts) {
        expect(attributes, tag).toMatch(/\ssrc="\/[^/]/);
        expect(content.trim(), tag).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );

  it("gives every page of the route table its HTML: index.html plus that page's preload hints", () => {
    const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const indexLines = index.split('\n');
    const EMPTY_ROOT = '    <div id="root"></div>';
    expect(indexLines).toContain(EMPTY_ROOT);
    // index.html's module script and its modulepreload links, which a drawn page starts after its
    // first paint instead (page-html.ts scriptsAfterPaint).
    const SCRIPT = /^\s*<script type="module" crossorigin src="([^"]+)"><\/script>$/;
    const PRELOAD = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">$/;
    const indexScripts = indexLines.filter((line) => SCRIPT.test(line) || PRELOAD.test(line));
    const entry = indexLines.flatMap((line) => SCRIPT.exec(line)?.[1] ?? []);
    const indexPreloads = indexLines.flatMap((line) => PRELOAD.exec(line)?.[1] ?? []);
    expect(entry).toHaveLength(1);
    // A drawn page holds its first paint until the element after its root is parsed.
    const EXPECT = /^\s*<link rel="expect" href="#drawn-end" blocking="render">$/;
    const BOOT =
      /^\s*<script defer src="\/assets\/after-paint-[\w-]{8}\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>$/;
    for (const route of PAGE_ROUTES) {
      const file = pageHtmlFile(route.path);
      if (!file) continue;
      const html = readFileSync(path.join(DIST, file), 'utf8');
      const lines = html.split('\n');
      const hints = [
        ...html.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]*href="([^"]+)"/g),
      ];
      // The same document as index.html with lines added in the head and, on a prerendered page,
      // the page drawn inside the root element; nothing else changed.
      const added = lines.filter((line) => !indexLines.includes(line));
      const head = added.filter((line) => !line.includes('<div id="root"'));
      expect(
        head.filter(
          (line) =>
            !/^\s*<link rel="(modulepreload|preload)" /.test(line) &&
            !BOOT.test(line) &&
            !/^\s*<link rel="stylesheet" href="\/assets\/[\w-]+\.css" disabled>$/.test(line) &&
            !EXPECT.test(line) &&
            !/^\s*<style>[^<]+<\/style>$/.test(line),
        ),
        file,
      ).toEqual([]);
      expect(
        indexLines.filter((line) => !lines.includes(line)),
        file,
      ).toEqual(route.prerender ? [...indexScripts, EMPTY_ROOT] : []);
      // A drawn page's one deferred script adds back index.html's module script and preloads, then
      // the page's hints; the others keep them in the head.
      const boot = lines.flatMap((line) => BOOT.exec(line) ?? []);
      let chunks: string[];
      if (route.prerender) {
        expect(boot, file).toHaveLength(3);
        expect(boot[1], file).toBe(entry[0]);
        const preloads = boot[2]!.split(' ');
        expect(preloads.slice(0, indexPreloads.length), file).toEqual(indexPreloads);
        chunks = preloads.slice(indexPreloads.length);
      } else {
        expect(boot, file).toEqual([]);
        chunks = added.flatMap((line) => PRELOAD.exec(line)?.[1] ?? []);
      }
      // Two chunks: the page's own and the app shell's, each a file of the build.
      expect(
        chunks.map((href) => href.replace(/-[\w-]{8}\.js$/, '')),
        file,
      ).toEqual([`/assets/${route.file}`, '/assets/app-shell']);
      for (const href of chunks) expect(existsSync(path.join(DIST, href)), href).toBe(true);
      for (const [, , href] of hints.filter(([, , href]) => href!.startsWith('/assets/'))) {
        expect(existsSync(path.join(DIST, href!)), `${file}: ${href}`).toBe(true);
      }
      // A signed-in page asks for the session with the HTML, with the app's own credentials mode.
      const session = html.includes(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
      );
      expect(session, file).toBe(route.access !== 'public');
      // A prerendered page holds its heading and its own styles; the others are index.html's shell.
      const root = lines.find((line) => line.includes('<div id="root"'))!;
      const style = added.find((line) => line.includes('<style>'));
      expect(added.filter((line) => EXPECT.test(line)).length, file).toBe(route.prerender ? 1 : 0);
      if (route.prerender) {
        expect(root, file).toMatch(/<main[\s\S]*<h1[^>]*>[\s\S]+?<\/h1>/);
        expect(root, file).toMatch(/<\/div><div id="drawn-end" hidden><\/div>$/);
        // Marked until React has adopted it (its buttons take no tap before: lib/hydration.ts).
        expect(root, file).toContain('<div id="root" data-hydrating>');
        const disabled = added.filter((line) => line.includes(' disabled>'));
        // Inlined only when the page has styles of its own beyond index.html's.
        expect(style === undefined, file).toBe(disabled.length === 0);
        // Not a sheet index.html already links: it would come twice, and later in the cascade.
        const linked = indexLines.flatMap(
          (line) => /rel="stylesheet"[^>]*href="([^"]+)"/.exec(line)?.[1] ?? [],
        );
        const inlined = disabled.map((line) => /href="([^"]+)"/.exec(line)![1]);
        expect(
          inlined.filter((href) => linked.includes(href!)),
          file,
        ).toEqual([]);
        for (const line of disabled) {
          const css = readFileSync(path.join(DIST, /href="([^"]+)"/.exec(line)![1]!), 'utf8');
          expect(style, `${file}: ${line}`).toContain(css.trim());
        }
      } else {
        expect(root, file).toBe(EMPTY_ROOT);
        expect(style, file).toBeUndefined();
      }
    }
  });

  it("has each page's chunk name its whole static import graph, so a phone asks for it at once", () => {
    const assets = path.join(DIST, 'assets');
    const importsOf = (name: string): string[] =>
      [
        ...readFileSync(path.join(assets, name), 'utf8').matchAll(
          /import\s*(?:[\w${}\s,*]+from\s*)?"\.\/([^"]+\.js)"/g,
        ),
      ].map(([, dep]) => dep!);
    for (const route of PAGE_ROUTES) {
      const page = readdirSync(assets).find((f) =>
        new RegExp(`^${route.file}-[\\w-]{8}\\.js$`).test(f),
      );
      expect(page, route.file).toBeDefined();
      const direct = new Set(importsOf(page!));
      const graph = new Set<string>();
      const visit = (name: string) => {
        for (const dep of importsOf(name)) {
          if (!graph.has(dep)) {
            graph.add(dep);
            visit(dep);
          }
        }
      };
      visit(page!);
      expect(direct.size, route.file).toBeGreaterThan(0);
      expect(
        [...graph].filter((dep) => !direct.has(dep)),
        route.file,
      ).toEqual([]);
    }
  });
});
