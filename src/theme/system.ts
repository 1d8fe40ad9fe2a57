import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';

/** Our design system: brand tokens, a CJK-aware font stack and the spec's 860 px mobile breakpoint. */
const config = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body' },
  },
  theme: {
    breakpoints: {
      sm: '480px',
      md: '768px',
      desktop: `${MOBILE_BREAKPOINT_PX}px`,
      lg: '1024px',
      xl: '1200px',
      '2xl': '1536px',
    },
    tokens: {
      fonts: {
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK HK', 'PingFang SC', 'Microsoft YaHei', sans-serif",
        },
        heading: { value: '{fonts.body}' },
      },
      colors: {
        brand: {
          50: { value: '#e6f2f8' },
          100: { value: '#c0deee' },
          200: { value: '#8fc3e0' },
          300: { value: '#5aa6cf' },
          400: { value: '#2f8cc0' },
          500: { value: '#0b72a8' },
          600: { value: '#0b5c8a' },
          700: { value: '#0a4a6f' },
          800: { value: '#083855' },
          900: { value: '#05253a' },
        },
        accent: {
          500: { value: '#c8102e' },
          600: { value: '#a50d26' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
