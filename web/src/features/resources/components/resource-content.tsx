import type { ReactNode } from 'react';

/**
 * Renders a resource's text (see data/resources.ts): "## " headings, "- " bullets, "1. " steps,
 * blank-line paragraphs. Plain React text nodes only: no HTML is ever injected.
 */
export function ResourceContent({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (!list) return;
    const Tag = list.ordered ? 'ol' : 'ul';
    blocks.push(
      <Tag key={blocks.length}>
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Tag>,
    );
    list = null;
  };
  for (const line of text.split('\n')) {
    const bullet = /^- (.*)$/.exec(line);
    const step = /^\d+\. (.*)$/.exec(line);
    if (bullet || step) {
      const ordered = step !== null;
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? step)![1]!);
      continue;
    }
    flush();
    if (line.startsWith('## ')) blocks.push(<h3 key={blocks.length}>{line.slice(3)}</h3>);
    else if (line.trim() !== '') blocks.push(<p key={blocks.length}>{line}</p>);
  }
  flush();
  return <div className="resource-content">{blocks}</div>;
}
