import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { staticGraph } from './chunk-graph.ts';

/**
 * Every chunk loaded by a dynamic import (a page, the app shell, a lazy component) names its whole
 * static import graph: the imports its own imports would bring in later are added at its end as
 * bare `import "./chunk.js"` statements. Rollup does this by default (`hoistTransitiveImports`);
 * Rolldown does not yet, and the first chunk's preload list carries only CSS (vite.config.ts), so
 * without it a phone finds a page's modules one level at a time: five to seven round trips of slow
 * 4G before the page can render (the DSCR calculator's graph, Lighthouse mobile). With the graph in
 * the page's chunk, the browser asks for all of it as soon as that chunk is parsed.
 *
 * Evaluation order is unchanged: the added imports come after the chunk's own, which have already
 * evaluated everything they name, so they only start downloads earlier.
 */
export function flatImports(): Plugin {
  return {
    name: 'inversor-listo:flat-imports',
    apply: 'build',
    // Last, when every chunk has its final file name (in renderChunk some are not final yet) and
    // Vite has removed the chunks that only carried CSS. A page's chunk still gets a new file name
    // whenever its graph changes: its hash covers its direct imports' names, whose hashes cover theirs.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
          const direct = new Set([chunk.fileName, ...chunk.imports]);
          const missing = staticGraph([chunk], bundle)
            .map((c) => c.fileName)
            .filter((f) => !direct.has(f));
          if (missing.length === 0) continue;
          const dir = posix.dirname(chunk.fileName);
          const lines = missing.map((f) => `import ${JSON.stringify(relative(dir, f))};`);
          chunk.code = `${chunk.code}\n${lines.join('')}\n`;
        }
      },
    },
  };
}

function relative(fromDir: string, fileName: string): string {
  const path = posix.relative(fromDir, fileName);
  return path.startsWith('.') ? path : `./${path}`;
}
