import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import '@/styles/marketing.css';

/** Header, the page's main landmark (target of the skip link) and footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="marketing-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
