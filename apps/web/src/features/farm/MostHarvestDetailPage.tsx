import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { CropDetail } from './CropDetail';

/** /mostharvestfromfarm/:id: Home > Most Harvest > {name}. */
export function MostHarvestDetailPage() {
  const { id } = useParams();
  const { t } = useLingui();
  return <CropDetail idParam={id} trail={() => [{ label: t`Most Harvest`, to: '/mostharvestfromfarm' }]} />;
}
