import { describeService } from '@taskwell/task-engine';
import type { QRCode } from 'qrcode';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { requiredText } from './service-inputs.ts';

/** The QR image's width and height in pixels. */
export const qrSize = 512;

/**
 * The most characters asked for: a version 40 code at error correction M holds 2,331 bytes, so
 * longer text cannot fit whatever its characters.
 */
export const maxQrCharacters = 2_331;

/** `image.qr`: a PNG QR code of a text or link (qrcode), error correction M (15% may be damaged). */
export const imageQrService: Service = {
  ...describeService('image.qr'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'QR code', maxCharacters: maxQrCharacters });
    const { default: qr } = await import('qrcode');
    context.signal.throwIfAborted();
    let code: QRCode;
    try {
      code = qr.create(text, { errorCorrectionLevel: 'M' });
    } catch {
      throw new ServiceError(
        `The text is too long for a QR code: at most ${maxQrCharacters.toLocaleString('en-US')} bytes fit (fewer for non-Latin characters).`,
      );
    }
    const png = await qr.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: qrSize });
    return {
      contentType: 'image/png',
      bytes: png,
      source: 'QR code',
      facts: { width: qrSize, height: qrSize, version: code.version, characters: text.length },
    };
  },
};
