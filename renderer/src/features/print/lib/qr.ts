import QRCode from 'qrcode';

/** Four modules of white round the symbol: the quiet zone the QR specification asks for. */
export const QR_MARGIN_MODULES = 4;

export interface QrSvg {
  svg: string;
  /** The symbol itself, without its quiet zone. */
  symbolMm: number;
  /** The whole image, quiet zone included. */
  totalMm: number;
  modules: number;
}

/**
 * A Pix QR code as SVG whose symbol measures `symbolMm` on paper (its quiet zone comes on
 * top). Error correction M, as PSPs print BR Codes: it survives a crease or a smudge and keeps
 * the symbol small enough for its modules to stay large.
 */
export async function qrSvg(payload: string, symbolMm: number): Promise<QrSvg> {
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size;
  const totalMm = (symbolMm * (modules + 2 * QR_MARGIN_MODULES)) / modules;
  const svg = await QRCode.toString(payload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: QR_MARGIN_MODULES,
  });
  const size = `${Math.round(totalMm * 1e3) / 1e3}mm`;
  return {
    svg: svg.replace(/^<svg\b/, `<svg width="${size}" height="${size}"`),
    symbolMm,
    totalMm,
    modules,
  };
}
