/** An SVG document as an image source: `img-src data:` is what the renderer's CSP allows. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
