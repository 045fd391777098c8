// CRC-16/CCITT-FALSE as the Pix BR Code (EMV QRCPS-MPM, field 63) requires it:
// polynomial 0x1021, initial value 0xFFFF, no input/output reflection, no final XOR.
// The checksum covers the UTF-8 bytes of the payload up to and including "6304".

const encoder = new TextEncoder();

export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
