import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { FreeDashboard } from '@/features/dashboard/components/free-dashboard';

/** /free-plan and /dashboard: the free dashboard, drawn while the session loads. */
export default function FreePlanPage() {
  const { user } = useUser();
  return (
    <SignedInLayout user={user} title="Mi Panel">
      <FreeDashboard user={user} />
    </SignedInLayout>
  );
}
