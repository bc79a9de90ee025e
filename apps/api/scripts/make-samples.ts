// Writes the sample input files of the task catalogue (catalogue/samples/): the picture of the
// "Describe an Image" sample run and the PDF of the "Brief from a PDF" one. Run it again after
// changing them: `pnpm --filter @taskwell/api exec tsx scripts/make-samples.ts`.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

const folder = fileURLToPath(new URL('../catalogue/samples/', import.meta.url));

// A harbour at sunset, drawn as vector shapes so the sample has real colours to find.
const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d2b64"/><stop offset="0.55" stop-color="#f8a35b"/><stop offset="1" stop-color="#f5d061"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a5d8f"/><stop offset="1" stop-color="#0f2d4a"/>
    </linearGradient>
  </defs>
  <rect width="640" height="260" fill="url(#sky)"/>
  <circle cx="420" cy="235" r="48" fill="#ffdf7e"/>
  <rect y="250" width="640" height="150" fill="url(#sea)"/>
  <path d="M60 250 L60 170 L110 170 L110 250 Z M130 250 L130 140 L170 140 L170 250 Z" fill="#2b2d42"/>
  <path d="M220 300 L330 300 L310 325 L240 325 Z" fill="#8d2f2f"/>
  <path d="M272 298 L272 220 L318 292 Z" fill="#f1f1f1"/>
</svg>`;
await sharp(Buffer.from(picture)).png({ compressionLevel: 9 }).toFile(`${folder}harbour-sunset.png`);

const pdf = await PDFDocument.create();
pdf.setTitle('Supplier policy 2027');
const font = await pdf.embedFont(StandardFonts.Helvetica);
const page = pdf.addPage([595, 842]);
const paragraphs = [
  'Supplier policy 2027',
  'From January 2027 every supplier signs our code of conduct before its first order.',
  'Invoices are paid within thirty days of delivery, instead of forty-five days today.',
  'Suppliers report the carbon footprint of their deliveries once a year.',
  'Small suppliers get a named contact in purchasing and a yearly review of prices.',
  'Orders above ten thousand euros need two quotes, so that prices stay fair for everyone.',
  'The purchasing team trains every buyer on the new rules before the end of the year.',
];
let y = 780;
for (const [index, text] of paragraphs.entries()) {
  page.drawText(text, { x: 56, y, size: index === 0 ? 18 : 11, font });
  y -= index === 0 ? 36 : 22;
}
await writeFile(`${folder}supplier-policy.pdf`, await pdf.save());
process.stdout.write(`wrote ${folder}harbour-sunset.png and supplier-policy.pdf\n`);
