import { useParams } from 'react-router';
import { CropDetail } from './CropDetail';

const trail = () => [{ label: 'Most Harvest', to: '/mostharvestfromfarm' }];

/** /mostharvestfromfarm/:id: Home > Most Harvest > {name}. */
export function MostHarvestDetailPage() {
  const { id } = useParams();
  return <CropDetail idParam={id} trail={trail} />;
}
