import { createTheme } from '@aws-amplify/ui-react';

/** Deep navy for trust. */
const navy = {
  10: '#e8f1f8',
  20: '#c5dbeb',
  40: '#7fa9c9',
  60: '#2f6f9e',
  80: '#0f3d5e',
  90: '#0b2e47',
  100: '#071f31',
};
/** Warm gold for calls to action. */
const gold = {
  10: '#fdf4e1',
  20: '#fbe5b5',
  40: '#f6c964',
  60: '#f2b134',
  80: '#b87d0f',
  90: '#8a5c08',
  100: '#5c3d05',
};

/**
 * One theme for the whole app. Amplify's components read colors.primary/secondary (teal and
 * purple by default), so our palette goes there as well as under brand.
 */
export const theme = createTheme({
  name: 'inversor-listo',
  tokens: {
    colors: {
      brand: { primary: navy, secondary: gold },
      primary: navy,
      secondary: gold,
      font: { primary: '#13293d', secondary: '#3e5468', tertiary: '#5b7083' },
    },
    fonts: {
      default: {
        variable: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        static: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    radii: { small: '6px', medium: '10px', large: '16px' },
    components: {
      // Amplify grows a select's box (flex: 1): in a grid row made taller by the field beside it,
      // its arrow sat centred in the extra height, below the box.
      select: { wrapper: { flex: 'none' } },
    },
  },
});
