import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

interface ChartFrameProps {
  /** What the chart shows, in words: the figure's accessible name (the chart itself is an image). */
  label: string;
  caption: ReactNode;
  /** A recharts chart, sized to the frame's box. */
  children: ReactElement;
}

/** The Pro tools' chart figure: a sized box read as one image by its label, and a caption. */
export function ChartFrame({ label, caption, children }: ChartFrameProps) {
  return (
    <figure className="chart-figure">
      <div className="chart-box" role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="chart-caption">{caption}</figcaption>
    </figure>
  );
}
