import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkFiles, Dropzone } from './dropzone.tsx';

const file = (type: string, size: number, name = 'notes.txt') => new File([new Uint8Array(size)], name, { type });

describe('checkFiles (spec §5)', () => {
  const rule = { accept: ['text/plain', 'text/markdown'], maxBytes: 5_242_880 };
  it.each([
    { name: 'a fitting file', files: [file('text/plain', 10)], want: [] },
    { name: 'two files', files: [file('text/plain', 1), file('text/plain', 1)], want: ['Too many files'] },
    {
      name: 'a wrong type',
      files: [file('image/png', 10)],
      want: ['File type must be one of text/plain, text/markdown'],
    },
    {
      name: 'a file one byte too big',
      files: [file('text/plain', 5_242_881)],
      want: ['File is larger than 5 MB'],
    },
    { name: 'an empty file', files: [file('text/plain', 0)], want: ['File is smaller than 1 byte'] },
  ])('$name', ({ files, want }) => {
    expect(checkFiles(files, rule)).toEqual(want);
  });

  it('should name a single accepted type', () => {
    expect(checkFiles([file('text/plain', 1)], { accept: ['application/pdf'], maxBytes: 10 })).toEqual([
      'File type must be application/pdf',
    ]);
  });
});

describe('Dropzone', () => {
  it('should hand over a dropped file that passes, and refuse one that does not', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<Dropzone label="a text file" accept={['text/plain']} maxBytes={100} onFile={onFile} onReject={onReject} />);
    const zone = screen.getByRole('button', { name: /Drop a text file here/ });

    fireEvent.drop(zone, { dataTransfer: { files: [file('text/plain', 10)] } });
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));

    fireEvent.drop(zone, { dataTransfer: { files: [file('text/plain', 200)] } });
    await waitFor(() => expect(onReject).toHaveBeenCalledWith(['File is larger than 100 bytes']));
    expect(screen.getByRole('alert')).toHaveTextContent('File is larger than 100 bytes');
    expect(zone).toHaveAccessibleDescription('File is larger than 100 bytes');
  });

  it('should take a file from the picker', async () => {
    const onFile = vi.fn();
    render(<Dropzone label="a PDF" accept={['application/pdf']} maxBytes={100} onFile={onFile} />);
    fireEvent.change(screen.getByTestId('dropzone-input'), {
      target: { files: [file('application/pdf', 5, 'a.pdf')] },
    });
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.pdf' })));
  });

  it('given a validate function, should decide by it instead of the declared type', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    // The name and declared type say PNG; the content check says otherwise.
    const validate = vi.fn(async () => ['File type must be one of image/png, image/jpeg, image/webp']);
    render(
      <Dropzone
        label="an image"
        accept={['image/png']}
        maxBytes={100}
        onFile={onFile}
        onReject={onReject}
        validate={validate}
      />,
    );
    fireEvent.drop(screen.getByRole('button', { name: /Drop an image here/ }), {
      dataTransfer: { files: [file('image/png', 10, 'photo.png')] },
    });
    await waitFor(() =>
      expect(onReject).toHaveBeenCalledWith(['File type must be one of image/png, image/jpeg, image/webp']),
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('should show the selected file with its preview and a way to remove it', () => {
    const onClear = vi.fn();
    render(
      <Dropzone
        label="an image"
        accept={['image/png']}
        maxBytes={100}
        onFile={vi.fn()}
        selected={{ name: 'harbour.png', detail: '6 KB', previewSrc: 'blob:preview' }}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('img', { name: 'Preview of harbour.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('harbour.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove harbour.png' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('should show upload progress and an upload error', () => {
    render(
      <Dropzone
        label="a text file"
        accept={['text/plain']}
        maxBytes={100}
        onFile={vi.fn()}
        progress={40}
        error="Error uploading file. Please try again."
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading a text file' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('alert')).toHaveTextContent('Error uploading file. Please try again.');
  });
});
