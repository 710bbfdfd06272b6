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

export interface SizedFile {
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
