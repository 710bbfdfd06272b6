/**
 * Amplify UI's primitives, loaded on their own before a prerendered page's chunk (router.tsx): the
 * library builds its default theme as it loads (~20 ms here, ×4 on Lighthouse's phone), in a task
 * of its own instead of in the page's. The JSX runtime comes along only so the bundler keeps React
 * in the chunk it shares with it (otherwise this entry alone splits React out, one request more
 * before every page's first paint).
 */
export { View } from '@aws-amplify/ui-react';
export { jsx } from 'react/jsx-runtime';
