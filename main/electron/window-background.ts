// The window's own background in each scheme: the page's `--bg` (renderer/src/tokens.css), so the
// window shows no white flash before the page paints in dark mode. Plain data, so a unit test
// holds it to the stylesheet.
export const WINDOW_BACKGROUND = { light: '#f5f6f8', dark: '#12161f' } as const;
