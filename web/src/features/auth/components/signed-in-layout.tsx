import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import type { User } from '@/lib/session';
import { AppHeader } from './app-header';

/**
 * The frame of the signed-in pages: the app header with the user menu, then the page. `user` is
 * null while the session loads: a drawn page (route table `prerender`) shows its frame meanwhile.
 */
export function SignedInLayout({
  user,
  title,
  children,
}: {
  user: User | null;
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} — Inversor Listo`);
  return (
    <div className="app-page">
      <AppHeader user={user} />
      <main id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
    </div>
  );
}
