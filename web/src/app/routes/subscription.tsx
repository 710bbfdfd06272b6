import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';

/** /subscription — 'Gestionar Plan'. */
export default function SubscriptionRoute() {
  const { user } = useUser();
  if (!user) return <Spinner />;
  return (
    <SignedInLayout user={user} title="Gestionar Plan">
      <div className="container subscription-page">
        <SubscriptionPage user={user} />
      </div>
    </SignedInLayout>
  );
}
