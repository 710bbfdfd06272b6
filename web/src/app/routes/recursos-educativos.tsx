import { UnderConstruction } from '../../components/under-construction';

export default function Page() {
  return <UnderConstruction title="Recursos Educativos" />;
}
