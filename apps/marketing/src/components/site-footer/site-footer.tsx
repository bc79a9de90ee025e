import { useEffect, useState } from 'react';
import { footer } from './site-footer.css.ts';

// spec §2: the copyright line runs from 2023 to the current year.
const firstYear = 2023;

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The year the page was rendered: shown first, so hydration matches the prerendered HTML. */
  renderedYear: number;
}

/** The site footer with the copyright line. */
export function SiteFooter({ renderedYear }: SiteFooterProps) {
  const [year, setYear] = useState(renderedYear);

  // A static page can be served long after it was built; the browser's clock knows the year.
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);

  return (
    <footer className={footer}>
      <p>{`© ${firstYear}–${year} Taskwell`}</p>
    </footer>
  );
}
