import type { ToolIconName } from '@/components/member-tools';

/** Line icons (24 × 24, currentColor) for the dashboard's tools and activity. */
const PATHS: Record<ToolIconName | 'analysis' | 'search', string> = {
  dscr: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  roi: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5',
  evaluator: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  scenarios: 'M4 19c4-1 6-5 8-9s5-6 8-6M4 12c3 0 5 2 8 2s5-3 8-3M4 6c4 0 6 4 8 7s5 5 8 6',
  reports: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6m-6 4h6',
  market: 'M3 21h18M5 21V9l4-3v15m4 0V4l6 4v13',
  deals: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5',
  diligence: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  checklist: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  documents: 'M8 3h8l4 4v14H8zM4 7v14h12',
  resources: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7',
  vault: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  webinars: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  portfolio: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
  consult: 'M16 11a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0M12 7V3M9 4h6',
  masterclass: 'M4 5h16v14H4zM10 9v6l5-3z',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  network:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0',
  exclusive: 'M6 3h12l3 6-9 12L3 9l3-6zM3 9h18',
  analysis: 'M4 4h16v16H4zM8 15l3-3 2 2 3-4',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5',
};

export function ToolIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
