// The antd theme of a colour scheme, with text contrast of at least 4.5:1 (WCAG AA) wherever antd draws text
// in a theme colour: the primary colour on the page and on its own light background (links, selected menu
// items), text on primary buttons, the greys of secondary text and placeholders, status colours (tags, form
// errors) and the preset tag colours. __tests__/client/shell/themeTokens.test.ts measures every scheme.
import { theme, type ThemeConfig } from 'antd';
import { COLOR_SCHEMES, type ColorSchemeId } from '../store/settingsModel';

const BASE_FONT_PX = 14;

// antd's preset tags write their text in shade 7 of the colour on shade 1: too light for some colours in the
// light theme. These are shade 8 (shade 9 for gold and yellow) of antd's palettes.
const LIGHT_TAG_TEXT = {
  green7: '#237804',
  orange7: '#ad4e00',
  gold7: '#874d00',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  yellow7: '#876800',
  cyan7: '#006d75',
  red7: '#a8071a',
  magenta7: '#9e1068',
};

const LIGHT = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorWarning: '#8f5600',
  colorWarningBg: '#fffbe6',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
};

const DARK = {
  colorError: '#ff7875',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

/** `reducedMotion`: the system asks for less motion (WCAG 2.3.3): antd's drawers, menus and dialogs appear at once. */
export function themeConfig(colorScheme: ColorSchemeId, fontSize = 1, reducedMotion = false): ThemeConfig {
  const scheme = COLOR_SCHEMES[colorScheme];
  const primary = {
    colorPrimary: scheme.primary,
    colorLink: scheme.primary,
    colorInfo: scheme.primary,
    colorPrimaryBg: scheme.primaryBg,
    colorInfoBg: scheme.primaryBg,
  };
  const token = {
    ...primary,
    ...(scheme.dark ? DARK : LIGHT),
    // A button busy with its request fades to this (antd: 0.65, which drops a primary button below 4.5:1).
    opacityLoading: 0.88,
    fontSize: Math.round(BASE_FONT_PX * fontSize),
    motion: !reducedMotion,
  };
  if (scheme.dark) {
    // A primary colour light enough to read on the dark page is too light for white text: buttons filled
    // with it (or with the danger colour) write in near-black instead.
    return {
      algorithm: theme.darkAlgorithm,
      token,
      components: {
        Button: { primaryColor: '#141414', dangerColor: '#141414' },
        Tag: { purple7: '#ab7ae0' },
      },
    };
  }
  return { algorithm: theme.defaultAlgorithm, token, components: { Tag: LIGHT_TAG_TEXT } };
}
