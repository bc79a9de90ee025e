/** The text asset the byte-range cases read (44 bytes). */
export const rangeText = 'The quick brown fox jumps over the lazy dog.';

/**
 * Byte ranges asked of {@link rangeText} and what the download answers (RFC 9110 14): one table
 * for every place the bytes may be kept (the data folder, a bucket), so seeking answers the same.
 */
export const rangeCases: {
  range: string;
  status: number;
  body: string | undefined;
  contentRange: string | undefined;
}[] = [
  { range: 'bytes=4-8', status: 206, body: 'quick', contentRange: `bytes 4-8/${rangeText.length}` },
  { range: 'bytes=0-0', status: 206, body: 'T', contentRange: `bytes 0-0/${rangeText.length}` },
  { range: 'bytes=40-', status: 206, body: 'dog.', contentRange: `bytes 40-43/${rangeText.length}` },
  { range: 'bytes=-4', status: 206, body: 'dog.', contentRange: `bytes 40-43/${rangeText.length}` },
  { range: 'bytes=40-1000', status: 206, body: 'dog.', contentRange: `bytes 40-43/${rangeText.length}` },
  { range: 'bytes=0-1,5-6', status: 200, body: rangeText, contentRange: undefined },
  { range: 'bytes=44-', status: 416, body: undefined, contentRange: `bytes */${rangeText.length}` },
  { range: 'bytes=9-3', status: 416, body: undefined, contentRange: `bytes */${rangeText.length}` },
];
