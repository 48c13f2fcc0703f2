import type { Config } from 'tailwindcss';

// Breakpoints are the spec's (§9): mobile 320 … desktopWide 1600.
export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    screens: {
      mobile: '320px',
      mobileMedium: '375px',
      mobileWide: '425px',
      tablet: '768px',
      desktop: '1024px',
      desktopMedium: '1280px',
      desktopWide: '1600px',
    },
    extend: {
      colors: {
        brand: { DEFAULT: '#111111', accent: '#e4002b', muted: '#6b6b6b', soft: '#f4f4f4' },
      },
      zIndex: { modal: '99999999' },
      fontFamily: {
        sans: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
      },
    },
  },
  plugins: [],
} satisfies Config;
