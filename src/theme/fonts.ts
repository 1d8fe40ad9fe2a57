/**
 * Font stacks. Latin text takes the system UI face; Han characters fall through to the Noto CJK face that matches the
 * script of the page's language, so 骨, 直 and 門 get the glyph shapes their readers expect.
 */
const latin = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial";
const generic = 'sans-serif';

export const fontStacks = {
  body: `${latin}, 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'PingFang SC', 'Microsoft YaHei', ${generic}`,
  zhHans: `${latin}, 'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', ${generic}`,
  zhHant: `${latin}, 'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans HK', 'Noto Sans TC', 'PingFang HK', 'PingFang TC', 'Microsoft JhengHei', ${generic}`,
} as const;
