import type { Context } from 'react';
import type { WebTheme } from '@aws-amplify/ui';

export const lazyDefaultTheme: WebTheme;
export const ThemeContext: Context<{ theme: WebTheme; colorMode: undefined }>;
