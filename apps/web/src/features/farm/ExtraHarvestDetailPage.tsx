import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup } from '@farm/contract/constants';
import { useParams } from 'react-router';
import type { Crumb } from '../../shared/ui/Breadcrumbs';
import { CropDetail } from './CropDetail';
import { groupPath } from '../../shared/lib/extraHarvestGroups';

/** Extra Harvest, then the crop's group (linking to the group's page) once the crop is known. */
function trail(crop?: Crop): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Extra Harvest', to: '/extraharvestfromfarm' }];
  const group = crop ? findExtraHarvestGroup(crop.category) : undefined;
  if (group) crumbs.push({ label: group, to: groupPath(group) });
  return crumbs;
}

/** /extraharvestfromfarm/detail/:id: Home > Extra Harvest > {category} > {name}. */
export function ExtraHarvestDetailPage() {
  const { id } = useParams();
  return <CropDetail idParam={id} trail={trail} />;
}
