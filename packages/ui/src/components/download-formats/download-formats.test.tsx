import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DownloadFormats } from './download-formats.tsx';

const formats = [
  { id: 'markdown', label: 'Markdown', available: true },
  { id: 'docx', label: 'Word (DOCX)', available: true },
  { id: 'html', label: 'Web page (HTML)', available: false, plan: 'Creator' },
];

describe('DownloadFormats', () => {
  it('should download a format the plan has, say so while it is made, and name the plan of one it lacks', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const asked: string[] = [];
    render(
      <DownloadFormats
        formats={formats}
        subject="Summary"
        upgradeHref="/pricing"
        onDownload={(id) => {
          asked.push(id);
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    const docx = screen.getByRole('button', { name: 'Download Summary as Word (DOCX)' });
    await user.click(docx);
    expect(asked).toEqual(['docx']);
    expect(docx.textContent).toBe('Preparing…');
    expect((screen.getByRole('button', { name: 'Download Summary as Markdown' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    finish();
    expect(await screen.findByText('Word (DOCX)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /HTML/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Creator plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('should show why a download failed', async () => {
    const user = userEvent.setup();
    render(
      <DownloadFormats
        formats={formats}
        upgradeHref="/pricing"
        onDownload={() => Promise.reject(new Error('Your Free plan downloads results as Markdown.'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download the result as Markdown' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your Free plan downloads results as Markdown.');
  });
});
