import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyIntro, privacySections } from './privacy-content.ts';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

describe('PrivacyPolicyPage (spec §2, §9)', () => {
  it('should open with the intro, then number its sections in order', () => {
    render(<PrivacyPolicyPage />);

    expect(screen.getByText(privacyIntro)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      privacySections.map((section, index) => `${index + 1}. ${section.title}`),
    );
  });

  it('should state the age limit of 13', () => {
    render(<PrivacyPolicyPage />);

    expect(screen.getByText(/not meant for children under 13/)).toBeInTheDocument();
  });
});
