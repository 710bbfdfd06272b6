import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { LenderAdmin } from '@/features/staff/components/lender-admin';
import { AnalysisQueue } from '@/features/staff/components/analysis-queue';
import { ConsultingCalendar } from '@/features/staff/components/consulting-calendar';
import { NetworkReports } from '@/features/staff/components/network-reports';
import { ReviewQueue } from '@/features/staff/components/review-queue';
import { TicketQueue } from '@/features/staff/components/ticket-queue';

/**
 * /equipo — the staff console (role staff, set by ops with scripts/staff.ts): the expert review
 * queue, the support tickets of Elite and Pro members, the Red de inversionistas reports and the
 * lenders (verify, suspend). Staff see a member's files only through
 * the member's open review; every action is logged.
 */
export default function EquipoPage() {
  const { user } = useUser();
  return (
    <SignedInLayout user={user} title="Equipo">
      <div className="container staff-page">
        <h1>Consola del equipo</h1>
        <p>Revisión experta de documentos: abre cada documento y deja tu decisión.</p>
        <ReviewQueue />
        <div className="staff-section">
          <p>Soporte: responde cada solicitud; el miembro recibe la respuesta por correo.</p>
          <TicketQueue />
        </div>
        <div className="staff-section">
          <p>
            Análisis de portafolio: toma una solicitud, revisa los datos del miembro y escribe tu
            análisis; el miembro lo recibe firmado con tu nombre.
          </p>
          <AnalysisQueue />
        </div>
        <div className="staff-section">
          <p>Consultoría 1:1: toma cada sesión; el miembro recibe tu nombre por correo.</p>
          <ConsultingCalendar />
        </div>
        <div className="staff-section">
          <p>Red de inversionistas: reportes de miembros Elite sobre otros miembros.</p>
          <NetworkReports />
        </div>
        <div className="staff-section">
          <p>
            Prestamistas: verifica la cuenta de un prestamista para que publique sus programas y
            responda a los miembros en /prestamistas; suspéndelo si hace falta.
          </p>
          <LenderAdmin />
        </div>
      </div>
    </SignedInLayout>
  );
}
