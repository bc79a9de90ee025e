import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { Dropzone } from './dropzone.tsx';

const meta = {
  title: 'Forms/Dropzone',
  component: Dropzone,
  args: {
    label: 'a text file',
    accept: ['text/plain', 'text/markdown'],
    maxBytes: 5_242_880,
    onFile: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof Dropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Rejections: Story = {
  play: async ({ canvasElement, args }) => {
    // Files arrive through the picker's input, as when the zone is pressed (drops are unit-tested).
    const input = within(canvasElement).getByTestId('dropzone-input') as HTMLInputElement;
    const drop = (files: File[]) => {
      const dataTransfer = new DataTransfer();
      for (const file of files) dataTransfer.items.add(file);
      input.files = dataTransfer.files;
      fireEvent.change(input);
    };
    drop([new File(['a'], 'a.png', { type: 'image/png' })]);
    await waitFor(() =>
      expect(args.onReject).toHaveBeenLastCalledWith(['File type must be one of text/plain, text/markdown']),
    );
    drop([new File(['a'], 'a.txt', { type: 'text/plain' }), new File(['b'], 'b.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(args.onReject).toHaveBeenLastCalledWith(['Too many files']));
    drop([new File([], 'empty.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(args.onReject).toHaveBeenLastCalledWith(['File is smaller than 1 byte']));
    drop([new File(['notes'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
  },
};

export const Uploading: Story = { args: { progress: 60 } };
export const UploadFailed: Story = { args: { error: 'Error uploading file. Please try again.' } };
export const Disabled: Story = { args: { disabled: true } };

const previewPng =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%23f59e0b"/%3E%3C/svg%3E';

export const ImageChosen: Story = {
  args: {
    label: 'an image',
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    selected: { name: 'harbour-sunset.png', detail: '6 KB, uploaded', previewSrc: previewPng },
    onClear: fn(),
  },
};

export const PdfUploading: Story = {
  args: {
    label: 'a PDF',
    accept: ['application/pdf'],
    maxBytes: 52_428_800,
    progress: 35,
    selected: { name: 'supplier-policy.pdf', detail: 'uploading' },
  },
};
