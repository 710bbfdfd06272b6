import type { Rollup } from 'vite';

/**
 * The chunks `roots` import statically, directly or not, and the roots themselves, each once, in
 * the order Vite's preload helper walks them: a chunk's imports first, depth first, then the chunk.
 * The build's plugins read the graph through it (flat-imports.ts, page-html.ts).
 */
export function staticGraph(
  roots: readonly Rollup.OutputChunk[],
  bundle: Rollup.OutputBundle,
): Rollup.OutputChunk[] {
  const seen = new Set<string>();
  const order: Rollup.OutputChunk[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
    order.push(chunk);
  };
  roots.forEach(visit);
  return order;
}
