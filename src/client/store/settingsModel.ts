// The shell's layout and theme settings (spec part 1 §2 "Layout settings", §9): allowed values, defaults,
// and the pure functions that merge and validate settings read from storage or a user profile.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../i18n';

export const LAYOUT_WIDTHS = { layout1: 1570, layout2: 1120, layout3: 1120 } as const;
export type LayoutId = keyof typeof LAYOUT_WIDTHS;
export const LAYOUTS = Object.keys(LAYOUT_WIDTHS) as LayoutId[];

export const LAYOUT_MODES = ['boxed', 'fullwidth', 'container'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export const NAVBAR_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

export const NAVBAR_POSITIONS = ['left', 'right'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];

export const BAR_STYLES = ['fixed', 'static'] as const;
export type BarStyle = (typeof BAR_STYLES)[number];

/** Colour schemes: a primary colour, its light (or, when dark, deep) background for selected items, and
 * whether antd's dark algorithm applies. Each keeps text contrast ≥ 4.5:1 (shell/themeTokens.ts). */
export const COLOR_SCHEMES = {
  default: { primary: '#0958d9', primaryBg: '#e6f4ff', dark: false },
  mint: { primary: '#006d75', primaryBg: '#e6f4f4', dark: false },
  sunset: { primary: '#c2330a', primaryBg: '#fdeee8', dark: false },
  dark: { primary: '#65a9f3', primaryBg: '#18212c', dark: true },
  midnight: { primary: '#b39ddb', primaryBg: '#221e2b', dark: true },
} as const;
export type ColorSchemeId = keyof typeof COLOR_SCHEMES;
export const COLOR_SCHEME_IDS = Object.keys(COLOR_SCHEMES) as ColorSchemeId[];

export const FONT_SIZE = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;

export interface NavbarSettings {
  display: boolean;
  folded: boolean;
  position: NavbarPosition;
  style: NavbarStyle;
}
export interface BarSettings {
  display: boolean;
  style: BarStyle;
}
export type Settings = {
  layout: LayoutId;
  mode: LayoutMode;
  navbar: NavbarSettings;
  toolbar: BarSettings;
  footer: BarSettings;
  colorScheme: ColorSchemeId;
  language: Language;
  /** Factor on the 62.5% root font size, 0.7–1.3. */
  fontSize: number;
};

/** A change as the UI sends it: any subset, nested groups partial too. */
export type SettingsPatch = Partial<Omit<Settings, 'navbar' | 'toolbar' | 'footer'>> & {
  navbar?: Partial<NavbarSettings>;
  toolbar?: Partial<BarSettings>;
  footer?: Partial<BarSettings>;
};

export const DEFAULT_SETTINGS: Settings = {
  layout: 'layout1',
  mode: 'fullwidth',
  navbar: { display: true, folded: false, position: 'left', style: 'style-1' },
  toolbar: { display: true, style: 'fixed' },
  footer: { display: true, style: 'static' },
  colorScheme: 'default',
  language: DEFAULT_LANGUAGE,
  fontSize: FONT_SIZE.default,
};

const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Snaps a factor to the slider's 0.1 grid inside 0.7–1.3 (floating-point safe). */
export function clampFontSize(value: unknown, fallback: number = FONT_SIZE.default): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const snapped = Math.round(value * 10) / 10;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, snapped));
}

/**
 * Applies whatever valid values `raw` holds (a patch, stored JSON or a profile's data.settings) onto `base`.
 * Unknown keys and invalid values are ignored, so a corrupt store can never break the shell.
 */
export function mergeSettings(base: Settings, raw: unknown): Settings {
  const r = record(raw);
  const nav = record(r.navbar);
  const tool = record(r.toolbar);
  const foot = record(r.footer);
  return {
    layout: oneOf(LAYOUTS, r.layout, base.layout),
    mode: oneOf(LAYOUT_MODES, r.mode, base.mode),
    navbar: {
      display: bool(nav.display, base.navbar.display),
      folded: bool(nav.folded, base.navbar.folded),
      position: oneOf(NAVBAR_POSITIONS, nav.position, base.navbar.position),
      style: oneOf(NAVBAR_STYLES, nav.style, base.navbar.style),
    },
    toolbar: {
      display: bool(tool.display, base.toolbar.display),
      style: oneOf(BAR_STYLES, tool.style, base.toolbar.style),
    },
    footer: {
      display: bool(foot.display, base.footer.display),
      style: oneOf(BAR_STYLES, foot.style, base.footer.style),
    },
    colorScheme: oneOf(COLOR_SCHEME_IDS, r.colorScheme, base.colorScheme),
    language: isLanguage(r.language) ? r.language : base.language,
    fontSize: clampFontSize(r.fontSize, base.fontSize),
  };
}

/** Shortcut ids from stored data: strings only, no duplicates. */
export function cleanShortcuts(raw: unknown): string[] {
  return Array.isArray(raw) ? [...new Set(raw.filter((id): id is string => typeof id === 'string'))] : [];
}
