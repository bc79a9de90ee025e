import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton, DownloadButton } from './copy-button.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function press(name: RegExp | string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CopyButton (spec §2, §9)', () => {
  it('should copy the text and say Copied for 2000 ms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<CopyButton text="The summary" />);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('The summary');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
  });

  it('should copy a file as a clipboard item of its type', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('navigator', { clipboard: { write } });
    const image = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    render(<CopyButton blob={async () => image} />);
    await press('Copy');
    expect(write).toHaveBeenCalledWith([new FakeClipboardItem({ 'image/png': image })]);
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('should report a refused clipboard and say so', async () => {
    vi.stubGlobal('navigator', {});
    const onError = vi.fn();
    render(<CopyButton text="x" onError={onError} />);
    await press('Copy');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
  });
});

describe('DownloadButton (spec §2, §9)', () => {
  it('should show the done state for 2000 ms after the download', async () => {
    const onDownload = vi.fn().mockResolvedValue(undefined);
    render(<DownloadButton onDownload={onDownload} />);
    await press('Download');
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download: done' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('should reset and report when the download fails', async () => {
    const onError = vi.fn();
    render(<DownloadButton onDownload={() => Promise.reject(new Error('offline'))} onError={onError} />);
    await press('Download');
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-busy');
  });
});
