import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/use-document-title';
import type { User } from '@/lib/session';
import { AppHeader } from './app-header';

/** The frame of the signed-in pages: the app header with the user menu, then the page. */
export function SignedInLayout({
  user,
  title,
  children,
}: {
  user: User;
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
