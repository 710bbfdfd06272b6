import { ToolLayout } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { ProPortal } from '@/features/education/components/pro-portal';
import { GlossarySection } from '@/features/resources/components/glossary-section';
import { ResourceLibrary } from '@/features/resources/components/resource-library';
import { VideoLibrary } from '@/features/videos/components/video-library';

/**
 * /recursos-educativos: the Pro portal's articles (full text for Pro and Elite), the
 * free library's tabs, featured cards and reading modal, the videos ops loaded (none shown until
 * there are), then the shared glossary.
 */
export default function RecursosEducativosPage() {
  useDocumentTitle('Recursos Educativos — Inversor Listo');
  return (
    <ToolLayout
      eyebrow="Aprende"
      title="Recursos Educativos"
      lead={
        <p>
          Guías y artículos en español para entender cómo califican los préstamos DSCR y hard money,
          cómo estimar la renta y cómo preparar tu expediente.
        </p>
      }
    >
      <ProPortal />
      <ResourceLibrary />
      <VideoLibrary />
      <GlossarySection />
    </ToolLayout>
  );
}
