import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { FreeDashboard } from '@/features/dashboard/components/free-dashboard';

/** /free-plan and /dashboard: the free dashboard. The guard has signed the user in. */
export default function FreePlanPage() {
  const { user } = useUser();
  if (!user) return <Spinner />;
  return (
    <SignedInLayout user={user} title="Mi Panel">
      <FreeDashboard user={user} />
    </SignedInLayout>
  );
}
