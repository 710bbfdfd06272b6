/**
 * What a built page loads up front, read from its index.html: the JS of its <script src> tags
 * (the entry) and <link rel="modulepreload"> links (the entry's static imports), and the CSS of its
 * <link rel="stylesheet"> links. Lazy chunks are not referenced from index.html, so they do not
 * count. Sizes are gzip level 9, deterministic for a given build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageAssets {
  js: string[];
  css: string[];
  /** References to other origins; they cannot be sized from the build (listed for honesty). */
  external: string[];
}

interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface AssetTotals {
  files: SizedFile[];
  bytes: number;
  gzipBytes: number;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    attrs.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

function isExternal(ref: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(ref) || ref.startsWith('data:');
}

/** The up-front JS and CSS of a page, in document order, without duplicates. */
export function pageAssets(html: string): PageAssets {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const js: string[] = [];
  const css: string[] = [];
  const external: string[] = [];
  const add = (list: string[], ref: string) => {
    if (isExternal(ref)) {
      if (!external.includes(ref)) external.push(ref);
    } else if (!list.includes(ref)) {
      list.push(ref);
    }
  };
  for (const [, tag, source] of withoutComments.matchAll(TAG)) {
    const attrs = attributes(source!);
    if (tag!.toLowerCase() === 'script') {
      const src = attrs.get('src');
      if (src) add(js, src);
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) add(js, href);
    else if (rel.includes('stylesheet')) add(css, href);
  }
  return { js, css, external };
}

/** A reference from index.html ("/assets/x.js", "./assets/x.js") as a file under `distDir`. */
export function resolveAsset(distDir: string, ref: string): string {
  const pathname = ref.split(/[?#]/)[0]!.replace(/^\.?\/+/, '');
  const file = path.resolve(distDir, decodeURIComponent(pathname));
  if (!file.startsWith(path.resolve(distDir) + path.sep)) {
    throw new Error(`${ref} points outside ${distDir}`);
  }
  return file;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Raw and gzip sizes of `refs`, read from `distDir`. */
export async function sizeAssets(distDir: string, refs: readonly string[]): Promise<AssetTotals> {
  const files = await Promise.all(
    refs.map(async (ref) => {
      const content = await readFile(resolveAsset(distDir, ref));
      return { file: ref, bytes: content.length, gzipBytes: gzipSize(content) };
    }),
  );
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** One entry of Vite's build manifest (`vite build --manifest`: dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically (the browser fetches them with it). */
  imports?: string[];
  /** Keys of the chunks this one may import() later; not counted. */
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's manifest: chunks by key (the source path relative to the root, or `_name-hash.js`). */
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a browser downloads to run the chunks `keys`: each chunk's JS and, transitively, its
 * static imports' JS, once each in first-seen order (dist-relative, e.g. assets/login-x.js), and
 * the CSS those chunks carry. Dynamic imports are left out: they load later, if ever.
 */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    if (!js.includes(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** The manifest key of the chunk built from the source file ending in `suffix` (exactly one). */
export function chunkKeyFor(manifest: Manifest, suffix: string): string {
  const keys = Object.entries(manifest)
    .filter(
      ([key, chunk]) => (chunk.src ?? key) === suffix || (chunk.src ?? key).endsWith(`/${suffix}`),
    )
    .map(([key]) => key);
  if (keys.length !== 1) {
    throw new Error(
      keys.length === 0
        ? `the build manifest has no chunk for ${suffix}`
        : `several chunks of the build manifest end in ${suffix}: ${keys.join(', ')}`,
    );
  }
  return keys[0]!;
}

/** The manifest key of the page's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const keys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (keys.length !== 1) {
    throw new Error(`the build manifest has ${keys.length} entries (${keys.join(', ')}), not one`);
  }
  return keys[0]!;
}
