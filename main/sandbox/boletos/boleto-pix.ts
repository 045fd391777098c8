import QRCode from 'qrcode';
import {
  encodeBrCode,
  sanitizeMerchantText,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
} from '../../domain/brcode.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_PIX_LOCATION_HOST } from '../bank.ts';

/** Side of the QR code image in pixels (service-spec 8 gives 250x250 for QR images). */
export const QR_IMAGE_SIZE_PX = 250;

/** The Pix part of a BANKSLIP_PIX boleto: payload and its PNG image as a data URL. */
export interface BoletoPix {
  qrCode: string;
  qrCodeImageBase64: string;
}

/**
 * The boleto's integrated Pix: a dynamic BR Code whose location names the boleto (a due-date
 * charge, `cobv`), carrying the boleto amount, and the PNG of that payload.
 */
export async function boletoPix(correlationId: string, amountCents: number): Promise<BoletoPix> {
  const qrCode = boletoPixPayload(correlationId, amountCents);
  return { qrCode, qrCodeImageBase64: await qrCodePngDataUrl(qrCode) };
}

/** The dynamic Pix payload of a boleto (location `pix.sandbox.balcao.local/cobv/<id>`). */
export function boletoPixPayload(correlationId: string, amountCents: number): string {
  return encodeBrCode({
    url: `${SANDBOX_PIX_LOCATION_HOST}/cobv/${correlationId.replace(/-/g, '').toLowerCase()}`,
    amountCents,
    merchantName: sanitizeMerchantText(SANDBOX_ACCOUNT_HOLDER.name, MERCHANT_NAME_MAX),
    merchantCity: sanitizeMerchantText(SANDBOX_ACCOUNT_HOLDER.city, MERCHANT_CITY_MAX),
    postalCode: SANDBOX_ACCOUNT_HOLDER.postalCode,
  });
}

/** A `data:image/png;base64,…` QR code of `payload`, 250x250 px. */
export async function qrCodePngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, {
    type: 'image/png',
    width: QR_IMAGE_SIZE_PX,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}
