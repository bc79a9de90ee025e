import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AudioPlayer } from './audio-player.tsx';

/** One second of a 440 Hz tone as a WAV, made here so the story needs no file. */
function toneWav(): string {
  const rate = 8000;
  const samples = new Uint8Array(rate);
  for (let index = 0; index < rate; index += 1)
    samples[index] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * index) / rate));
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) header.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  header.setUint32(4, 36 + rate, true);
  text(8, 'WAVEfmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, rate, true);
  header.setUint32(28, rate, true);
  header.setUint16(32, 1, true);
  header.setUint16(34, 8, true);
  text(36, 'data');
  header.setUint32(40, rate, true);
  return URL.createObjectURL(new Blob([header.buffer, samples], { type: 'audio/wav' }));
}

const meta = {
  title: 'Media/AudioPlayer',
  component: AudioPlayer,
  args: { title: 'sample_voice_over', src: '' },
  loaders: [async () => ({ src: toneWav() })],
  render: (args, { loaded }) => <AudioPlayer {...args} src={(loaded as { src: string }).src} />,
} satisfies Meta<typeof AudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'sample voice over' })).toBeInTheDocument();
    await expect(await canvas.findByText('0:00 / 0:01')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Speed' })).toHaveValue('1');
  },
};
export const Light: Story = { globals: { theme: 'light' } };
