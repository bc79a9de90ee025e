import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { imageQrService, qrSize } from './image-qr.ts';
import { pngSignature, readPng } from './png-test-reading.ts';
import { serviceContext, textValue } from './service-test-values.ts';

async function decode(bytes: Buffer): Promise<string | undefined> {
  const image = await readPng(bytes);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return jsQR(pixels, image.width ?? 0, image.height ?? 0)?.data;
}

describe('image.qr', () => {
  it.each([
    { given: 'https://taskwell.example/studio/run/8f3a', version: 3 },
    { given: 'Meet at the north entrance, 9:30.', version: 3 },
    { given: 'Ünïcödé – ☕', version: 2 },
  ])('given "$given" should draw a QR code that reads back as the same text', async ({ given, version }) => {
    const output = await imageQrService.run({ text: textValue(given) }, serviceContext());
    expect(output.contentType).toBe('image/png');
    expect(output.bytes.subarray(0, 8)).toEqual(pngSignature);
    const image = await readPng(output.bytes);
    expect(image).toMatchObject({ width: qrSize, height: qrSize });
    expect(await decode(output.bytes)).toBe(given);
    expect(output.facts).toMatchObject({ version });
  });

  it('given more than a QR code holds should refuse', async () => {
    await expect(imageQrService.run({ text: textValue('x'.repeat(2_332)) }, serviceContext())).rejects.toThrow(
      'The QR code reads at most 2,331 characters',
    );
    await expect(imageQrService.run({ text: textValue('☕'.repeat(1_000)) }, serviceContext())).rejects.toThrow(
      'The text is too long for a QR code',
    );
  });
});
