/**
 * Debian's Chromium on this machine, in its two builds (scripts/ensure-chromium installs both), and
 * the flags every run here needs: no sandbox (root), no GPU, and no background calls to Google's
 * hosts, which this machine's closed network refuses many at a time.
 */
export const CHROMIUM = '/usr/bin/chromium';
/** The same engine without the browser's UI and GPU process: ~40 % less CPU per e2e spec. */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
