import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';

/** /subscription — 'Gestionar Plan'. */
export default function SubscriptionRoute() {
  const { user } = useUser();
  return (
    <SignedInLayout user={user} title="Gestionar Plan">
      <div className="container subscription-page">
        <SubscriptionPage user={user} />
      </div>
    </SignedInLayout>
  );
}
