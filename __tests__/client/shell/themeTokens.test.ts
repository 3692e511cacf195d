// Every colour scheme keeps text in theme colours at WCAG AA contrast (4.5:1): the pairs antd draws.
import { theme } from 'antd';
import { themeConfig } from '../../../src/client/shell/themeTokens';
import { COLOR_SCHEME_IDS } from '../../../src/client/store/settingsModel';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unparsed colour ${color}`);
  const [r, g, b, a = '1'] = rgba[1].split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
}

function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(fg: string, bg: string): number {
  const [br, bgc, bb] = parse(bg);
  const [fr, fgc, fb, a] = parse(fg);
  const flat = [fr * a + br * (1 - a), fgc * a + bgc * (1 - a), fb * a + bb * (1 - a)];
  const [l1, l2] = [luminance(flat), luminance([br, bgc, bb])];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** `color` at `opacity` over `bg`, as a #rrggbb. */
function faded(color: string, opacity: number, bg: string): string {
  const [r, g, b] = parse(color);
  const [br, bgc, bb] = parse(bg);
  const mix = [
    r * opacity + br * (1 - opacity),
    g * opacity + bgc * (1 - opacity),
    b * opacity + bb * (1 - opacity),
  ];
  return `#${mix.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

describe.each(COLOR_SCHEME_IDS)('colour scheme %s', (id) => {
  const config = themeConfig(id);
  const t = theme.getDesignToken(config) as unknown as Record<string, string>;
  const dark = config.algorithm === theme.darkAlgorithm;
  const tag = (config.components?.Tag ?? {}) as Record<string, string>;
  const button = (config.components?.Button ?? {}) as Record<string, string>;

  const pairs: [string, string, string][] = [
    ['primary on the page', t.colorPrimary, t.colorBgContainer],
    ['primary on the layout', t.colorPrimary, t.colorBgLayout],
    ['selected item', t.colorPrimary, t.colorPrimaryBg],
    ['link', t.colorLink, t.colorBgContainer],
    ['primary button', button.primaryColor ?? t.colorTextLightSolid, t.colorPrimary],
    [
      'busy primary button',
      button.primaryColor ?? t.colorTextLightSolid,
      faded(t.colorPrimary, Number(t.opacityLoading), t.colorBgContainer),
    ],
    ['danger button', button.dangerColor ?? t.colorTextLightSolid, t.colorError],
    ['secondary text', t.colorTextTertiary, t.colorBgContainer],
    ['secondary text on the layout', t.colorTextTertiary, t.colorBgLayout],
    ['secondary text in a popup', t.colorTextTertiary, t.colorBgElevated],
    ['description', t.colorTextDescription, t.colorBgContainer],
    ['placeholder', t.colorTextPlaceholder, t.colorBgContainer],
    ['form error', t.colorError, t.colorBgContainer],
    ['form warning', t.colorWarning, t.colorBgContainer],
    ...(['Success', 'Warning', 'Error', 'Info'] as const).map((s): [string, string, string] => [
      `${s} tag`,
      t[`color${s}`],
      t[`color${s}Bg`],
    ]),
    ...['green', 'orange', 'gold', 'volcano', 'red', 'blue', 'lime', 'cyan', 'purple', 'magenta'].map(
      (c): [string, string, string] => [`${c} tag`, tag[`${c}7`] ?? t[`${c}7`], t[`${c}1`]],
    ),
  ];

  it.each(pairs)('%s reads at 4.5:1 or more', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it(`is ${dark ? 'dark' : 'light'} as its scheme says`, () => {
    expect(t.colorBgContainer).toBe(dark ? '#141414' : '#ffffff');
  });
});

it('keeps antd motion unless the system asks for reduced motion', () => {
  expect(themeConfig('default').token?.motion).toBe(true);
  expect(themeConfig('dark', 1.2, true).token?.motion).toBe(false);
});
